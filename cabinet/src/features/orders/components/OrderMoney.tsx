import { useIntl } from 'react-intl';
import { Button, ButtonRow, Card, InvoiceList } from '@sb/ui-kit';
import type { Invoice, Order } from '@sb/contracts';
import { useFormat } from '../../../shared/format.ts';
import type { PendingPayments } from './usePendingPayments.ts';
import { payWaitsFor } from '../rules.ts';

/**
 * The order's money: its invoices (Pay on each unpaid one), Pay and 'New invoice', the invoice that already covers the
 * next period, and what a running, held or stale payment means for the customer.
 */
export function OrderMoney({
  order,
  pending,
  payable,
  toPay,
  covering,
  payingInvoice,
  onPay,
  onPayInvoice,
  onNewInvoice,
  payDisabledReason,
}: {
  order: Order;
  pending: PendingPayments;
  /** The order may be paid (its state and payments allow it), the network aside. */
  payable: boolean;
  /** Why paying cannot start now (no connection): Pay, each invoice's Pay and 'New invoice' show disabled with it. */
  payDisabledReason?: string | null;
  /** The invoice Pay pays, if any. */
  toPay: Invoice | null | undefined;
  /** An unpaid invoice already covering the next period. */
  covering: Invoice | null | undefined;
  payingInvoice: string | null;
  onPay: () => void;
  onPayInvoice: (number: string) => void;
  onNewInvoice: () => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.view.${id}` }, values);
  const archived = order.state === 'archived';
  // a payment unconfirmed for 15 minutes no longer hides Pay, but it may still complete: the customer is told
  const stale = order.invoices.find((i) => pending.stateOf(i) === 'stale');
  // an invoice listed without Pay says what comes first (spec: Pay only for active, debt and signed not-active orders)
  const waitsFor = order.invoices.some((i) => !i.paid) ? payWaitsFor(order) : null;
  return (
    <Card as="section" title={t('money')} headingLevel={2}>
      <InvoiceList
        headingLevel={3}
        invoices={order.invoices.map((i: Invoice) => ({
          number: i.number,
          beginPeriod: f.date(i.beginPeriod),
          endPeriod: f.date(i.endPeriod),
          price: i.price,
          paid: i.paid,
          pending: pending.isPending(i),
        }))}
        onPay={payable ? onPayInvoice : undefined}
        payingNumber={payingInvoice}
        payDisabledReason={payDisabledReason}
      />
      {payable && (
        <ButtonRow>
          {toPay && (
            <Button
              onClick={onPay}
              loading={payingInvoice === toPay.number}
              disabledReason={payDisabledReason}
              aria-label={t('payFor', { box: intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name }) })}
            >
              {t('pay')}
            </Button>
          )}
          {!covering && (
            <Button variant="secondary" onClick={onNewInvoice} disabledReason={payDisabledReason}>
              {t('newInvoice')}
            </Button>
          )}
        </ButtonRow>
      )}
      {waitsFor && <p>{t(`payAfter.${waitsFor}`)}</p>}
      {covering && payable && (
        <p>{t('coveredBy', { number: covering.number, from: f.date(covering.beginPeriod), to: f.date(covering.endPeriod) })}</p>
      )}
      {!payable && !archived && order.invoices.some(pending.isPending) && (
        <p>{t(order.invoices.some((i) => pending.stateOf(i) === 'pending') ? 'pendingPayment' : 'heldPayment')}</p>
      )}
      {payable && stale && <p>{t('stalePending', { number: stale.number })}</p>}
    </Card>
  );
}
