import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Whether the page holds a prerendered visitor screen that applies to this visit (vite/prerender.ts): its guard script
 * has put in the copy for the remembered language and phone, or marked the page `data-static=off` (a session, a
 * registration step, a language it has no copy of).
 */
export function prerendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered') && container.ownerDocument.documentElement.getAttribute('data-static') !== 'off';
}

/** Marks the page hydrated: the guard script (vite/prerender.ts) then does again what the visitor did before. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute('data-app', ''), []);
  return children;
}

/**
 * Starts React in `container`. A prerendered visitor page is hydrated: React keeps its DOM, so what the visitor typed
 * before the app arrived stays in the fields (React replays the change to the screen); in a transition, in slices,
 * leaving the main thread to the visitor typing into the page between them. Otherwise, a copy that does not apply is
 * taken out first and the app renders afresh, in one task: nothing of it is on the page to use before it commits, and
 * in slices other tasks (the later code's compiling) ran between them, the content later by 0.1-0.7 s at 4x (D220).
 */
export function mountApp(container: HTMLElement, app: ReactNode): Root {
  const page = container.ownerDocument.documentElement;
  if (prerendered(container)) {
    let root: Root | undefined;
    // from here React takes what is pressed: it hydrates the part at once and hands it the event
    page.setAttribute('data-hydrating', '');
    startTransition(() => void (root = hydrateRoot(container, <Hydrated>{app}</Hydrated>)));
    return root!;
  }
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  page.removeAttribute('data-static');
  page.setAttribute('data-app', '');
  const root = createRoot(container);
  root.render(app);
  return root;
}
