// jsdom lacks ResizeObserver, which Radix's Checkbox uses to size its hidden input; a no-op stands in (layout is
// not what these tests check). To move into src/test/setup.ts (shell) - see the booking report.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
export {};
