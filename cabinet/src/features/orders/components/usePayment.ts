import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Invoice, Order } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { appEnv, external } from '../../../shared/config/env.ts';
import { pendingMarksAtom } from '../atoms.ts';
import { refreshOrdersAtom } from '../../../shared/api/orders.ts';
import { cancelledMark, startedMark } from '../payment/pendingMarks.ts';
import { paymentAdapterFor, type PaymentConfig, type PaymentOutcome } from '../payment/adapters.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

/** The second provider's widget origin (not in the shared config yet: requested from the shell engineer). */
export const SECOND_PROVIDER_HOST = external.secondProviderHost;

export const paymentConfig: PaymentConfig = {
  env: appEnv,
  cardWidgetHost: external.paymentWidgetHost,
  secondProviderHost: SECOND_PROVIDER_HOST,
  secondProviderPlaceCode: external.secondProviderPlaceCode,
};

export type PaymentResult = PaymentOutcome | { status: 'error'; error: unknown };

/** The return path of a page-based payment: the order view reads `pay` and tells what happened. */
export function paymentReturnPath(order: Order, invoice: Invoice): string {
  return pathTo('orderView', { orderNumber: order.number }, { pay: invoice.number });
}

/**
 * Pays an invoice through the adapter of the environment and the order's place. Success refreshes the order
 * (paid-until); failure refreshes the invoices; both say what happened through `result`.
 */
export function usePayment() {
  const intl = useIntl();
  const api = useAtomValue(apiAtom);
  const refresh = useSetAtom(refreshOrdersAtom);
  const setMarks = useSetAtom(pendingMarksAtom);
  const [payingInvoice, setPayingInvoice] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);

  async function pay(order: Order, invoice: Invoice) {
    setPayingInvoice(invoice.number);
    setResult(null);
    // the 15 minutes an unconfirmed payment hides Pay count from now (kept across the trip to a payment page)
    setMarks((seen) => startedMark(seen, invoice.number, Date.now()));
    const description = intl.formatMessage(
      { id: 'orders.pay.description' },
      { box: order.cell.name, number: order.number, from: invoice.beginPeriod, to: invoice.endPeriod },
    );
    try {
      const adapter = paymentAdapterFor(order.place.code, paymentConfig, api);
      const outcome = await adapter.pay({
        invoice,
        order,
        description,
        returnPath: paymentReturnPath(order, invoice),
        language: intl.locale.startsWith('en') ? 'en' : 'ru',
      });
      if (outcome.status === 'redirected') return;
      if (outcome.status === 'cancelled') setMarks((seen) => cancelledMark(seen, invoice.number, Date.now()));
      if (outcome.status === 'success' || outcome.status === 'failure') await refresh();
      setResult(outcome);
    } catch (error) {
      await refresh();
      setResult({ status: 'error', error });
    } finally {
      setPayingInvoice(null);
    }
  }

  return { pay, payingInvoice, result, setResult, clear: () => setResult(null) };
}
