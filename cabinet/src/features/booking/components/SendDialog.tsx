import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '@sb/ui-kit';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';

/** The state of the mutation a booking dialog sends (an `atomWithMutation` value). */
export interface SendCommand {
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface SendDialogProps<V extends FieldValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the request is accepted and the dialog closed (the page then shows the thanks dialog). */
  onDone: () => void;
  /** The dialog's message prefix: its `cancel`, `submit`, `failed` and `kept` texts live under it. */
  messages: string;
  title: string;
  description: string;
  form: UseFormReturn<V>;
  command: SendCommand;
  /** Sends the request for the values the form validated (the command's `mutateAsync`). */
  request: (values: V) => Promise<unknown>;
  /** Empty the fields once the request is accepted (a dialog opened again for another request). */
  clearWhenSent?: boolean;
  children: ReactNode;
}

/**
 * A booking dialog that sends one request: once it is accepted the dialog closes and `onDone` follows; a failure
 * keeps what was typed and says so under the fields.
 */
export function SendDialog<V extends FieldValues>({
  onDone,
  messages,
  form,
  command,
  request,
  clearWhenSent = false,
  children,
  ...dialog
}: SendDialogProps<V>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${messages}.${id}` });
  const errorText = useErrorText();

  const submit = form.handleSubmit(async (values) => {
    try {
      await request(values);
      if (clearWhenSent) form.reset();
      command.reset();
      dialog.onOpenChange(false);
      onDone();
    } catch {
      // shown below from the command's state; the values stay
    }
  });

  return (
    <FormDialog {...dialog} command={command} cancelLabel={t('cancel')} submitLabel={t('submit')} onSubmit={submit}>
      {children}
      {command.isError && (
        <Alert variant="danger" title={t('failed')}>
          {errorText(command.error)} {t('kept')}
        </Alert>
      )}
    </FormDialog>
  );
}
