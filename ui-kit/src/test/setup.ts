import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* waits up to 5 s (not 1 s): lazily loaded parts (imask, the toast layer) arrive late on a loaded machine
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Radix primitives call on pointer and scroll; no-ops let them run
if (typeof window !== 'undefined') {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
