import { useId, type ElementType, type FormEventHandler, type ReactNode } from 'react';
import { Button, Dialog, type DialogProps } from '@sb/ui-kit';
import { DialogForm } from './DialogForm.tsx';

export { DialogForm };

export interface FormDialogProps extends Pick<DialogProps, 'title' | 'description' | 'size'> {
  open: boolean;
  /** Closing (Escape, the cross, the overlay, Cancel) calls it with false. */
  onOpenChange: (open: boolean) => void;
  cancelLabel: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The command the form sends (a mutation): the submit button spins while it runs; closing clears its error. */
  command?: { isPending: boolean; reset: () => void };
  submitDisabled?: boolean;
  /** A styled form of the dialog's own (its fields' layout); a plain column by default. */
  as?: ElementType;
  children: ReactNode;
}

/**
 * A dialog that sends a form: the fields in a `noValidate` form, Cancel and the submit button in the footer (the
 * submit button is tied to the form by its id, so Enter in a field sends it too).
 */
export function FormDialog({
  onOpenChange,
  cancelLabel,
  submitLabel,
  onSubmit,
  command,
  submitDisabled,
  as: Form = DialogForm,
  children,
  ...dialog
}: FormDialogProps) {
  const formId = useId();
  const change = (next: boolean) => {
    if (!next) command?.reset();
    onOpenChange(next);
  };
  return (
    <Dialog
      {...dialog}
      onOpenChange={change}
      footer={
        <>
          <Button variant="ghost" onClick={() => change(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={command?.isPending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={onSubmit}>
        {children}
      </Form>
    </Dialog>
  );
}

/** The one-button dialog that follows a sent request: what happens next, and OK. */
export function DoneDialog({
  title,
  okLabel,
  onClose,
  children,
}: {
  title: string;
  okLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="sm" title={title} footer={<Button onClick={onClose}>{okLabel}</Button>}>
      <p>{children}</p>
    </Dialog>
  );
}
