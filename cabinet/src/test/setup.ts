import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { reportReach } from '../shared/offline/online.ts';

// findBy* waits up to 5 s (not 1 s): lazy screens and debounced answers arrive late on a loaded machine
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Radix primitives (Checkbox, Dialog, Tabs) and the layouts use.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }),
  });
}
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
}

// A test's network failure makes the cabinet offline (shared/offline/online.ts, one onlineManager per page): the next
// test starts online.
afterEach(() => reportReach(true));
