import { sessionKeys } from '../session/drafts.ts';

// A deploy under an open tab: the old build's chunks are gone, so the tab reloads onto the new one (main.tsx). What
// the customer typed on the page comes back: its named fields are kept in the tab (sessionStorage, under a session
// key that every session end removes) and put back into the same fields as the reloaded screen shows them.
// Passwords and one-time codes are never kept.

interface Typed {
  path: string;
  at: number;
  fields: Array<{ name: string; value: string; checked?: boolean }>;
}

/** How long a kept page waits for its reload. */
const FRESH_MS = 2 * 60_000;
const skipped = new Set(['password', 'hidden', 'file', 'submit', 'button']);

function fieldsOf(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[name], textarea[name], select[name]')].filter(
    (el) => !skipped.has(el.type) && el.autocomplete !== 'one-time-code' && !el.closest('[data-no-keep]'),
  );
}

/** Keeps what is typed on the page now, for the reload that follows. */
export function keepTyped(root: ParentNode = document): void {
  const fields = fieldsOf(root)
    .filter((el) => (el.type === 'checkbox' || el.type === 'radio' ? el.checked !== el.defaultChecked : el.value !== ''))
    .map((el) => ({ name: el.name, value: el.value, checked: el.type === 'checkbox' || el.type === 'radio' ? el.checked : undefined }));
  const typed: Typed = { path: location.pathname + location.search, at: Date.now(), fields };
  try {
    sessionStorage.setItem(sessionKeys.typedBeforeReload, JSON.stringify(typed));
  } catch {
    // storage full or off: the reload goes on without the draft
  }
}

function setValue(el: HTMLInputElement, field: Typed['fields'][number]) {
  // through the element's own setter, then the events React and react-hook-form listen to
  if (field.checked !== undefined) {
    if (el.checked !== field.checked) el.click();
    return;
  }
  const proto =
    el instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, field.value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** After a reload: puts what was kept back into the page's fields as they appear (the same page, within minutes). */
export function restoreTyped(root: HTMLElement): void {
  let typed: Typed | null;
  try {
    typed = JSON.parse(sessionStorage.getItem(sessionKeys.typedBeforeReload) ?? 'null') as Typed | null;
    sessionStorage.removeItem(sessionKeys.typedBeforeReload);
  } catch {
    return;
  }
  if (!typed || typed.path !== location.pathname + location.search || Date.now() - typed.at > FRESH_MS) return;
  const left = new Map(typed.fields.map((f) => [f.name, f]));
  const fill = () => {
    for (const el of fieldsOf(root)) {
      const field = left.get(el.name);
      if (!field) continue;
      left.delete(el.name);
      setValue(el, field);
    }
    if (left.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver(fill);
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FRESH_MS);
}
