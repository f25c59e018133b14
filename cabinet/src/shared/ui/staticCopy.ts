// The static copy of /auth (vite/prerender.ts) is a real form: a visitor on a slow phone may start typing in it
// before the app arrives. The client renders over the copy (no hydration, in a transition: in slices, the copy
// taking typing meanwhile) and its commit replaces it, so a screen reads what was typed there on its first render
// and again once committed (`takeStaticCopy`), which catches what was typed while React was rendering.

let staticInputs: HTMLInputElement[] = [];
/** The copy's input that has the focus; kept when the copy's removal takes the focus away. */
let focused: HTMLInputElement | null = null;
let stopWatching = () => {};

/** main.tsx, before the first render: the inputs of the static copy in `container` (none without one). */
export function rememberStaticCopy(container: HTMLElement): void {
  stopWatching();
  staticInputs = container.hasAttribute('data-static') ? [...container.querySelectorAll('input')] : [];
  const active = container.ownerDocument.activeElement;
  focused = staticInputs.find((el) => el === active) ?? null;
  const onIn = (e: FocusEvent) => {
    focused = staticInputs.find((el) => el === e.target) ?? null;
  };
  // the visitor left the field (to another element, or the page); not the copy taken out of the page, which a
  // browser may announce as a blur while the element is still in it: looked at once the removal is done
  const onOut = (e: FocusEvent) => {
    const input = e.target as Node;
    queueMicrotask(() => {
      if (input.isConnected && focused === input) focused = null;
    });
  };
  container.addEventListener('focusin', onIn);
  container.addEventListener('focusout', onOut);
  stopWatching = () => {
    container.removeEventListener('focusin', onIn);
    container.removeEventListener('focusout', onOut);
  };
}

function typed(name: string) {
  const input = staticInputs.find((el) => el.name === name);
  if (!input) return null;
  return {
    value: input.value,
    focused: focused === input || input.ownerDocument.activeElement === input,
    // the copy's form was sent before the app was here (held by the page's guard script, vite/prerender.ts)
    submitted: Boolean(input.form?.hasAttribute('data-submitted')),
  };
}

/**
 * What the visitor has typed so far into the static copy's input `name`, and whether it has the focus (null when
 * nothing was typed, or once a screen has taken it). For a screen's first render, while the copy is in the page.
 */
export function typedInStaticCopy(name: string): { value: string; focused: boolean } | null {
  const now = typed(name);
  return now?.value ? { value: now.value, focused: now.focused } : null;
}

/**
 * Once the screen is committed (a layout effect, before the next paint): the last text of the copy's input `name`
 * (its element is out of the page by then but keeps its value), whether the visitor was in it and whether they sent
 * the form; the copy is forgotten, so a later visit of the screen starts afresh.
 */
export function takeStaticCopy(name: string): { value: string; focused: boolean; submitted: boolean } | null {
  const last = typed(name);
  staticInputs = [];
  focused = null;
  stopWatching();
  return last;
}
