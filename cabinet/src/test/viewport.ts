/**
 * The window's width as ui-kit's `MOBILE_QUERY` reads it: `matchMedia` answering "phone" or "desktop" for every
 * query. jsdom has no layout, so a test picks the side of the breakpoint it needs.
 */
export function mockWidth(mobile: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: mobile, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

/** A desktop with empty storage (the session and drafts live there): `beforeEach(startOnCleanDesktop)`. */
export function startOnCleanDesktop() {
  localStorage.clear();
  sessionStorage.clear();
  mockWidth(false);
}
