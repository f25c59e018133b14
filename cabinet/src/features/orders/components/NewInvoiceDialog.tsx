import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Button, DateField, Dialog, NumberField, PriceCalcPanel, Stack } from '@sb/ui-kit';
import {
  INVOICE_DEFAULT_DAYS,
  MAX_PAY_DAYS,
  MIN_RENT_DAYS,
  checkRuDate,
  clampInvoiceDays,
  dayOf,
  invoiceStartDate,
  parseRuDate,
  type Invoice,
  type Order,
} from '@sb/contracts';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { coveringInvoice } from '../rules.ts';
import { useFormat } from '../../../shared/format.ts';
import { invoiceDraftKey, invoicePriceAtom, makeInvoiceAtom } from '../api/invoice.ts';

const Body = styled(Stack)`
  & p {
    margin: 0;
  }
`;

const Fixed = styled.p`
  padding: var(--sb-space-3);
  border-radius: var(--sb-radii-control);
  background: var(--sb-colors-surfaceMuted);
`;

/** The price is asked this long after the last valid change (the booking dialog's 400 ms). */
const PRICE_DEBOUNCE_MS = 400;

export interface NewInvoiceDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The invoice was made: pay it. */
  onCreated: (invoice: Invoice) => void;
}

/**
 * The new invoice: days 7 to 365 (default 7, clamped on blur), the start editable only without paid-until (else the
 * day after it), and the price from the invoice call (`only_price`, debounced) in the price panel before paying. A
 * period that an unpaid invoice already covers is not priced nor issued: that invoice is the one to pay.
 */
export function NewInvoiceDialog({ order, open, onOpenChange, today, onCreated }: NewInvoiceDialogProps) {
  const intl = useIntl();
  const f = useFormat();
  const errorText = useErrorText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.invoice.${id}` }, values);
  const start0 = invoiceStartDate(order.cell.paid_until, today);
  const [days, setDays] = useState<number | null>(INVOICE_DEFAULT_DAYS);
  const [start, setStart] = useState(start0.value);
  const make = useAtomValue(makeInvoiceAtom);

  const startDay = parseRuDate(start);
  const startValid = !start0.editable || (startDay !== null && startDay >= dayOf(today));
  const daysValid = days !== null && days >= MIN_RENT_DAYS && days <= MAX_PAY_DAYS;

  const covering = startValid && daysValid ? coveringInvoice(order, start, days!) : null;

  // the price is asked 400 ms after the last valid change (typing 120 never asks for 12), as the booking dialog does
  const wanted = open && daysValid && startValid && !covering ? `${days}|${start}` : '';
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), wanted ? PRICE_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [wanted]);
  const [askedDays, askedStart] = asked.split('|');
  const price = useAtomValue(
    invoicePriceAtom(invoiceDraftKey(asked ? { orderNumber: order.number, days: Number(askedDays), start: askedStart! } : null)),
  );
  const waiting = wanted !== '' && wanted !== asked;

  const close = (next: boolean) => {
    if (!next) {
      setDays(INVOICE_DEFAULT_DAYS);
      setStart(start0.value);
      make.reset();
    }
    onOpenChange(next);
  };

  const submit = async () => {
    if (!daysValid || !startValid || covering || waiting) return;
    // awaited here, not in mutate's own onSuccess: the refreshed order shows the new invoice covering the period,
    // which unmounts this dialog, and a callback of an unmounted mutation observer never runs (the invoice would
    // be issued and never paid)
    let answer;
    try {
      answer = await make.mutateAsync({ orderNumber: order.number, days: days!, start });
    } catch {
      return; // shown from the mutation's state; what was chosen stays
    }
    close(false);
    if (answer.invoice) onCreated(answer.invoice);
  };

  const panelState =
    !daysValid || !startValid || covering ? 'idle' : waiting || price.isPending ? 'loading' : price.isError ? 'error' : 'ready';
  // while a newer price is awaited, the last one stays (dimmed by the panel's loading state)
  const shown = price.data ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('title', { box: intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name }) })}
      description={t('description')}
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={make.isPending} disabled={panelState !== 'ready'}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <Body gap={4}>
        <NumberField
          label={t('days')}
          hint={t('daysHint', { min: MIN_RENT_DAYS, max: MAX_PAY_DAYS })}
          min={MIN_RENT_DAYS}
          max={MAX_PAY_DAYS}
          value={days}
          onChange={setDays}
          onBlur={() => setDays((d) => clampInvoiceDays(d ?? Number.NaN))}
          stepper
        />
        {start0.editable ? (
          <DateField
            label={t('start')}
            value={start}
            onChange={setStart}
            validate={(text) => checkRuDate(text, { min: start0.value })}
            error={start && !startValid && parseRuDate(start) !== null ? t('startPast') : undefined}
          />
        ) : (
          <Fixed>{t('startFixed', { date: f.date(start0.value), paidUntil: f.date(order.cell.paid_until) })}</Fixed>
        )}
        <PriceCalcPanel
          state={panelState}
          values={
            shown
              ? {
                  sumWithoutDiscount: shown.sum_without_disount,
                  sumWithDiscount: shown.sum_with_discount,
                  discountName: shown.discount.name,
                  discountPercent: shown.discount.percent ?? null,
                  total: shown.sum_with_discount,
                  payDays: Number(asked.split('|')[0]) || days,
                  pricePer30Days: order.cell.rate,
                }
              : null
          }
          errorText={price.isError ? errorText(price.error) : undefined}
          onRetry={() => void price.refetch()}
          idleText={covering ? t('covered', { number: covering.number }) : t('priceIdle')}
        />
        {make.isError && <p role="alert">{errorText(make.error)}</p>}
      </Body>
    </Dialog>
  );
}
