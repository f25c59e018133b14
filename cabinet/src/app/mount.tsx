import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Whether the page holds a prerendered visitor screen that applies to this visit (vite/prerender.ts): a first visit
 * in Russian with nothing stored. Its guard script marks the page `data-static=off` when it does not.
 */
export function prerendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered') && container.ownerDocument.documentElement.getAttribute('data-static') !== 'off';
}

/**
 * Once hydrated, the page's forms are the app's: a form the visitor sent before (held and marked by the guard
 * script) is sent now, through the screen's own handler.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-app', '');
    const held = [...document.querySelectorAll<HTMLFormElement>('form[data-held]')];
    for (const form of held) form.removeAttribute('data-held');
    // once the screens' own mount effects (a form library's registration) have settled
    if (held.length) setTimeout(() => held.forEach((form) => form.isConnected && form.requestSubmit()));
  }, []);
  return children;
}

/**
 * Starts React in `container`. A prerendered visitor page is hydrated: React keeps its DOM, so what the visitor typed
 * before the app arrived stays in the fields (React replays the change to the screen). Otherwise, a copy that does
 * not apply is taken out first and the app renders afresh. `transition`: rendered in slices, leaving the main thread
 * to the visitor between them.
 */
export function mountApp(container: HTMLElement, app: ReactNode, transition: boolean): Root {
  const page = container.ownerDocument.documentElement;
  if (prerendered(container)) {
    let root: Root | undefined;
    const hydrate = () => void (root = hydrateRoot(container, <Hydrated>{app}</Hydrated>));
    if (transition) startTransition(hydrate);
    else hydrate();
    return root!;
  }
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  page.removeAttribute('data-static');
  page.setAttribute('data-app', '');
  const root = createRoot(container);
  if (transition) startTransition(() => root.render(app));
  else root.render(app);
  return root;
}
