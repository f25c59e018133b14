import { useIntl } from 'react-intl';
import { Button, Dialog } from '@sb/ui-kit';

export interface ThanksModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Request accepted': shown after a pre-order, a box request, a storage request or a simple order. */
export function ThanksModal({ open, onOpenChange }: ThanksModalProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage({ id: 'booking.thanks.title' })}
      footer={<Button onClick={() => onOpenChange(false)}>{intl.formatMessage({ id: 'booking.thanks.close' })}</Button>}
    >
      <p>{intl.formatMessage({ id: 'booking.thanks.text' })}</p>
    </Dialog>
  );
}
