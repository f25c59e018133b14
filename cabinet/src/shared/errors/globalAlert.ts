import { atom } from 'jotai';

/**
 * The global alert: failures that no screen shows inline (a session that ended, a failed background call).
 * Shown by the layouts in a live region under the header.
 *
 * ```ts
 * const report = useSetAtom(reportErrorAtom);
 * report(error);                               // a failure: the catalogue message
 * report({ messageId: 'app.sessionEnded' });   // a fixed message
 * ```
 */
export type GlobalAlert = { key: number; tone: 'error' | 'info' } & (
  { error: unknown; messageId?: undefined } | { messageId: string; error?: undefined }
);

export const globalAlertAtom = atom<GlobalAlert | null>(null);

let counter = 0;

/** Write-only: show a failure (any error, mapped through the error catalogue) or a message id. */
export const reportErrorAtom = atom(null, (_get, set, what: unknown) => {
  counter += 1;
  if (what && typeof what === 'object' && 'messageId' in what && typeof (what as { messageId: unknown }).messageId === 'string') {
    const { messageId, tone } = what as { messageId: string; tone?: 'error' | 'info' };
    set(globalAlertAtom, { key: counter, tone: tone ?? 'error', messageId });
  } else {
    set(globalAlertAtom, { key: counter, tone: 'error', error: what });
  }
});

export const dismissAlertAtom = atom(null, (_get, set) => set(globalAlertAtom, null));
