import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formDraftAtom, readFormDraft } from '../session/drafts.ts';

/**
 * Keeps what is typed into `form` as a draft of the session (shared/session/drafts.ts `formDraftAtom`): a reload of
 * the tab (a new version taken, a crash) shows the form with it, and every session end erases it (phones are
 * shared). `keep` names the fields worth keeping (never a password or a one-time code). Returns `clear`, for when
 * the form has been sent.
 */
export function useFormDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>, keep: ReadonlyArray<keyof T & string>) {
  const setDraft = useSetAtom(formDraftAtom(name));
  // once, as the form appears: what was kept goes back into it (still a change against its defaults)
  const { setValue } = form;
  useEffect(() => {
    const kept = readFormDraft(name);
    if (!kept) return;
    for (const field of keep) {
      if (field in kept) setValue(field as never, kept[field] as never, { shouldDirty: true, shouldValidate: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft is read once, on the form's first render
  }, []);
  const { watch } = form;
  useEffect(() => {
    const typing = watch((values) => {
      const draft = Object.fromEntries(keep.filter((f) => values[f] !== undefined && values[f] !== '').map((f) => [f, values[f]]));
      setDraft(Object.keys(draft).length ? draft : RESET);
    });
    return () => typing.unsubscribe();
  }, [watch, setDraft, keep]);
  return { clear: () => setDraft(RESET) };
}
