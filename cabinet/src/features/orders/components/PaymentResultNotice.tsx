import { useIntl } from 'react-intl';
import { Alert, Button } from '@sb/ui-kit';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import type { PaymentResult } from './usePayment.ts';
import { shownResult } from './paymentResult.ts';

/**
 * Says what a payment did: paid (with the new paid-until), declined, cancelled (nothing charged, with 'Pay again'
 * when the screen offers it), or the form could not load.
 */
export interface PaymentResultNoticeProps {
  result: PaymentResult | null;
  paidUntil?: string | null;
  onDismiss?: () => void;
  /** Starts the payment again (a cancelled one). */
  onPayAgain?: () => void;
  paying?: boolean;
  /** Why 'Pay again' cannot be pressed now (no connection): shown disabled with this reason. */
  payDisabledReason?: string | null;
}

export function PaymentResultNotice({ result, paidUntil, onDismiss, onPayAgain, paying, payDisabledReason }: PaymentResultNoticeProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (!shownResult(result)) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.payment.${id}` }, values);
  if (result.status === 'success')
    return (
      <Alert variant="success" live="status" title={t('success')} onDismiss={onDismiss}>
        {paidUntil ? t('successPaidUntil', { date: paidUntil }) : null}
      </Alert>
    );
  if (result.status === 'cancelled')
    return (
      <Alert
        variant="info"
        live="status"
        title={t('cancelled')}
        onDismiss={onDismiss}
        action={
          onPayAgain ? (
            <Button size="sm" onClick={onPayAgain} loading={paying} disabledReason={payDisabledReason}>
              {t('payAgain')}
            </Button>
          ) : undefined
        }
      >
        {t('cancelledText')}
      </Alert>
    );
  if (result.status === 'unavailable')
    return (
      <Alert variant="danger" live="alert" title={t('unavailable')} onDismiss={onDismiss}>
        {t('unavailableText')}
      </Alert>
    );
  return (
    <Alert variant="danger" live="alert" title={t('failure')} onDismiss={onDismiss}>
      {result.status === 'error' ? errorText(result.error) : t('failureText')}
    </Alert>
  );
}
