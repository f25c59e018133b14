import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Button, ButtonRow } from '@sb/ui-kit';
import { SaveFailure, useSave } from './Saving.tsx';
import { useFormDraft } from '../../../shared/forms/draft.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  max-width: 560px;
`;

/** The end of a profile form: the lasting note of a failed save and the save button. */
export function SaveActions({
  failure,
  state,
}: {
  failure: unknown;
  state: { isSubmitting: boolean; isSubmitted: boolean; isValid: boolean };
}) {
  const intl = useIntl();
  return (
    <>
      <SaveFailure error={failure} />
      <ButtonRow>
        <Button type="submit" loading={state.isSubmitting} disabled={state.isSubmitted && !state.isValid}>
          {intl.formatMessage({ id: 'profile.save' })}
        </Button>
      </ButtonRow>
    </>
  );
}

/**
 * A profile form: checked on every change, saved through `mutateAsync` (toasts, the note of a failure); a saved
 * form takes what it sent as its new starting point. What is typed into the `draft`'s fields is kept as a session
 * draft until saved (a reload onto a new version gives it back).
 */
export function useProfileForm<V extends FieldValues, P>(
  defaultValues: DefaultValues<V>,
  resolver: Resolver<V>,
  mutateAsync: (payload: P) => Promise<unknown>,
  payloadOf: (values: V) => P,
  draft: { name: string; keep: ReadonlyArray<keyof V & string> },
) {
  const form = useForm<V>({ defaultValues, resolver, mode: 'onChange' });
  const { clear } = useFormDraft(draft.name, form, draft.keep);
  // read here, in the form's own render: react-hook-form tracks only the state its host reads (a child reading the
  // proxy later never learns the form became valid again, so the save would stay disabled after a failed save)
  const { isSubmitting, isSubmitted, isValid } = form.formState;
  const { save, failure } = useSave(mutateAsync);
  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(payloadOf(values))) {
      form.reset(values);
      clear();
    }
  });
  return { form, failure, onSubmit, state: { isSubmitting, isSubmitted, isValid } };
}
