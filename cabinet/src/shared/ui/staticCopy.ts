// The static copy of /auth (vite/prerender.ts) is a real form: a visitor on a slow phone may start typing in it
// before the app arrives. The client renders over the copy (no hydration) and its first commit replaces it, so a
// screen picks up what was typed there on its first render, while the copy is still in the page.

let staticInputs: HTMLInputElement[] = [];

/** main.tsx, before the first render: the inputs of the static copy in `container` (none without one). */
export function rememberStaticCopy(container: HTMLElement): void {
  staticInputs = container.hasAttribute('data-static') ? [...container.querySelectorAll('input')] : [];
}

/**
 * What the visitor typed into the static copy's input `name`, and whether it has the focus; null once the app's
 * first commit has replaced the copy (its inputs are out of the page), or when nothing was typed.
 */
export function typedInStaticCopy(name: string): { value: string; focused: boolean } | null {
  const input = staticInputs.find((el) => el.name === name && el.isConnected);
  if (!input?.value) return null;
  return { value: input.value, focused: input.ownerDocument.activeElement === input };
}
