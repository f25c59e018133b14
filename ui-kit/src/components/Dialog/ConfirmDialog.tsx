import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogClose, type DialogProps } from './Dialog.tsx';
import { Button } from '../Button/Button.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { useControllableState } from '../utils.ts';

/** The question is the title (e.g. 'Log out?'), what happens if confirmed the description. */
export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'title' | 'description' | 'children'
> {
  /** The confirm button's text (defaults to 'Confirm'). */
  confirmLabel?: ReactNode;
  /** The cancel button's text (defaults to 'Cancel'). */
  cancelLabel?: ReactNode;
  /** `danger` for irreversible actions (closing a contract). */
  variant?: 'primary' | 'danger';
  /**
   * Called on confirm. If it returns a promise the button shows a spinner and the dialog closes when it resolves;
   * when it rejects the dialog stays open (show `error`).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Shows the confirm button busy (when the parent tracks the request itself). */
  loading?: boolean;
  /** An already translated error shown above the buttons. */
  error?: string;
}

/** A yes/no question in a Dialog: logout, closing a contract, leaving a half-filled form. */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  loading = false,
  error,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [pending, setPending] = useState(false);

  async function confirm() {
    const result = onConfirm?.();
    if (result instanceof Promise) {
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // the caller shows what went wrong through `error`; the dialog stays open
      } finally {
        setPending(false);
      }
    } else if (!loading) {
      setOpen(false);
    }
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{cancelLabel ?? intl.formatMessage({ id: 'uikit.dialog.cancel' })}</Button>
          </DialogClose>
          <Button variant={variant} loading={pending || loading} onClick={confirm}>
            {confirmLabel ?? intl.formatMessage({ id: 'uikit.dialog.confirm' })}
          </Button>
        </>
      }
    >
      {(children || error) && (
        <div style={{ display: 'grid', gap: 12 }}>
          {children}
          {error && <Alert variant="danger">{error}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
