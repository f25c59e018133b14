import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, useToast } from '@sb/ui-kit';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';

// Apart from FormParts.tsx (react-hook-form): the requisites' sections run their saves with these while their
// form comes with the profile's code.

/**
 * Runs a save: a success toast, or a failure toast plus a message under the form saying the typed data is still
 * there (the form is never reset on failure).
 */
export function useSave<T>(mutateAsync: (payload: T) => Promise<unknown>) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const save = async (payload: T): Promise<boolean> => {
    setFailure(null);
    try {
      await mutateAsync(payload);
      toast.show({ variant: 'success', title: intl.formatMessage({ id: 'profile.toast.saveSuccess' }), duration: 3000 });
      return true;
    } catch (error) {
      setFailure(error);
      toast.show({
        variant: 'danger',
        title: intl.formatMessage({ id: 'profile.toast.saveFailure' }),
        description: errorText(error),
        duration: 3000,
      });
      return false;
    }
  };
  return { save, failure };
}

/** The lasting note of a failed save (the toast goes after 3 s). */
export function SaveFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert variant="danger" title={intl.formatMessage({ id: 'profile.save.failedTitle' })}>
      {errorText(error)} {intl.formatMessage({ id: 'profile.save.inputKept' })}
    </Alert>
  );
}
