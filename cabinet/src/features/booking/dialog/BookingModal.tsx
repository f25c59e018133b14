import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Alert, Checkbox, DateField, Dialog, PriceCalcPanel, media, type PriceCalcValues } from '@sb/ui-kit';
import { bookingForm, checkRuDate, isApiError, type BookingFormValues, type PriceCalculation } from '@sb/contracts';
import { zodFormResolver } from '../../../shared/forms.ts';
import { FormField } from '../../../shared/forms/index.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { bookingPriceAtom } from '../atoms.ts';
import { bookCellAtom, CELL_NOT_FREE } from '../api/booking.ts';
import { bookingLimits, bookingPayload, bookingToday, defaultBookingValues, forcedPartial } from './bounds.ts';

/** The box being booked. */
export interface BookingBox {
  cellId: number;
  /** The box's number (name). */
  name: string;
  /** m2 */
  size: number;
  /** roubles per 30 days */
  monthRate?: number;
  /** The warehouse's name. */
  placeName?: string;
  /** The warehouse's code (its catalogue is refetched after a booking). */
  placeCode: string;
}

export interface BookingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  box: BookingBox;
  /** Re-creates the booking of this order (need_change) instead of a new one. */
  orderNumber?: number;
  /** 'Today' of the date bounds; the current day by default (tests pass one). */
  today?: Date;
  /** Called after a successful booking with the new order number (null when the answer has none). */
  onBooked?: (orderId: number | null) => void;
  /**
   * The box was booked by someone else first (CELL_NOT_FREE): the cached boxes are already refetched; the screen
   * closes the dialog and says so. Without it the dialog says so itself.
   */
  onTaken?: () => void;
}

const CALC_DEBOUNCE_MS = 400;

const Form = styled(DialogForm)`
  & [data-part='dates'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--sb-space-3);
  }
  ${media.mobile} {
    & [data-part='dates'] {
      grid-template-columns: 1fr;
    }
  }
  & [data-part='summary'] {
    margin: 0;
    color: var(--sb-colors-textMuted);
  }
`;

function toPanel(calc: PriceCalculation, monthRate: number | undefined, payDays: number): PriceCalcValues {
  const percent =
    calc.discount.percent ?? (calc.sum_without_disount > 0 ? Math.round((1 - calc.sum_with_discount / calc.sum_without_disount) * 100) : 0);
  return {
    sumWithoutDiscount: calc.sum_without_disount,
    sumWithDiscount: calc.sum_with_discount,
    discountName: calc.discount.name ?? calc.discount_name ?? null,
    discountPercent: percent,
    deposit: calc.deposit_summ ?? null,
    total: calc.total_summ ?? calc.sum_with_discount + (calc.deposit_summ ?? 0),
    pricePer30Days: monthRate ?? null,
    payDays,
  };
}

/**
 * The booking dialog: start and end dates within the spec's bounds, the partial payment (forced over 365 days),
 * the live price (orders/cell/calc, debounced, stale answers ignored) before the customer commits, booking through
 * orders/cell/booking, then the order-created step. A failure keeps what was entered and says so.
 */
export function BookingModal({ open, onOpenChange, box, orderNumber, today: todayProp, onBooked, onTaken }: BookingModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `booking.modal.${id}` }, values);
  const f = useFormat();
  const day = (iso: string) => f.date(limitsText(iso));
  const errorText = useErrorText();
  const today = useMemo(() => todayProp ?? bookingToday(), [todayProp]);
  const schema = useMemo(() => bookingForm(today), [today]);
  const [created, setCreated] = useState<{ orderId: number | null } | null>(null);

  const form = useForm<BookingFormValues>({
    resolver: zodFormResolver(schema),
    mode: 'onChange',
    defaultValues: defaultBookingValues(today),
  });
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const limits = bookingLimits(today, values);

  // over 365 days: the partial payment is forced and its date capped
  useEffect(() => {
    const change = forcedPartial(values);
    if (!change) return;
    for (const [k, v] of Object.entries(change)) form.setValue(k as keyof BookingFormValues, v as never, { shouldValidate: true });
  }, [values.startDate, values.endDate, values.partialPayment, values.paymentDate]); // eslint-disable-line react-hooks/exhaustive-deps

  // the live price: debounced; each payload is its own query, so older answers never show for newer dates
  const valid = schema.safeParse(values).success;
  const payload = valid ? bookingPayload(values, box.cellId, orderNumber) : null;
  const payloadKey = payload ? JSON.stringify(payload) : '';
  const [debouncedKey, setDebouncedKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedKey(payloadKey), payloadKey ? CALC_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [payloadKey]);
  // the priced payload is the query's key, computed here; the last answer stays shown while the next one loads
  const calc = useAtomValue(bookingPriceAtom(open ? debouncedKey : ''));
  const [lastPrice, setLastPrice] = useState<PriceCalculation | null>(null);
  if (calc.data && calc.data !== lastPrice) setLastPrice(calc.data);
  const price = calc.data ?? (payloadKey ? lastPrice : null);
  const pending = payloadKey !== '' && (payloadKey !== debouncedKey || calc.isFetching);

  const book = useAtomValue(bookCellAtom);

  const close = (next: boolean) => {
    if (!next) {
      setCreated(null);
      book.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (v) => {
    try {
      const res = await book.mutateAsync({ body: bookingPayload(v, box.cellId, orderNumber), placeCode: box.placeCode });
      const orderId = res.lastOrderId ?? res.order_iitem?.number ?? null;
      setCreated({ orderId });
      onBooked?.(orderId);
    } catch (error) {
      // the error shows from the mutation state; the values stay as typed
      if (isApiError(error) && error.code === CELL_NOT_FREE) {
        // the box is gone: the command has refetched every list showing it as free; the screen moves the customer on
        onTaken?.();
      }
    }
  });
  const taken = book.isError && isApiError(book.error) && book.error.code === CELL_NOT_FREE;

  if (created) {
    const href = created.orderId ? pathTo('orderCreated', { orderId: created.orderId }) : pathTo('orders');
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('created.title')}
        size="sm"
        footer={
          <RouterLink href={href} variant="button" onClick={() => close(false)}>
            {t(created.orderId ? 'created.toOrder' : 'created.toOrders')}
          </RouterLink>
        }
      >
        <p>{t('created.text', { box: box.name })}</p>
      </Dialog>
    );
  }

  const calcValues = price ? toPanel(price, box.monthRate, payload?.pay_days ?? 0) : null;
  const panelState = !payload ? 'idle' : calc.isError && !pending ? 'error' : pending || calc.isPending ? 'loading' : 'ready';

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t(orderNumber ? 'titleChange' : 'title', { box: box.name })}
      description={t('description')}
      size="md"
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      command={book}
      submitDisabled={!payload}
      onSubmit={submit}
      as={Form}
    >
      <p data-part="summary">{t('summary', { box: box.name, size: f.area(box.size), place: box.placeName || 'none' })}</p>
      <div data-part="dates">
        <FormField control={form.control} name="startDate">
          {(p) => (
            <DateField
              label={t('start')}
              hint={t('startHint', { from: day(limits.startMin), to: day(limits.startMax) })}
              required
              validate={(text) => checkRuDate(text, { min: limits.startMin, max: limits.startMax })}
              {...p}
            />
          )}
        </FormField>
        <FormField control={form.control} name="endDate">
          {(p) => (
            <DateField
              label={t('end')}
              hint={t('endHint', { from: day(limits.endMin) })}
              required
              validate={(text) => checkRuDate(text, { min: limits.endMin })}
              {...p}
            />
          )}
        </FormField>
      </div>
      {limits.days !== null && <p data-part="summary">{t('days', { days: limits.days })}</p>}
      <FormField control={form.control} name="partialPayment">
        {({ value, onChange, name, error }) => (
          <Checkbox
            label={t('partial')}
            hint={limits.partialForced ? t('partialForced') : t('partialHint')}
            checked={value}
            disabled={limits.partialForced}
            onCheckedChange={(c) => onChange(c === true)}
            name={name}
            error={error}
          />
        )}
      </FormField>
      {values.partialPayment && (
        <FormField control={form.control} name="paymentDate">
          {(p) => (
            <DateField
              label={t('paymentDate')}
              hint={t('paymentHint', { from: day(limits.paymentMin), to: day(limits.paymentMax) })}
              required
              validate={(text) => checkRuDate(text, { min: limits.paymentMin, max: limits.paymentMax })}
              {...p}
              value={p.value ?? ''}
            />
          )}
        </FormField>
      )}
      {book.isError && (
        <Alert variant="danger" title={t('failed')}>
          {errorText(book.error)}
          {taken ? null : ` ${t('kept')}`}
        </Alert>
      )}
      <PriceCalcPanel
        sticky
        state={panelState}
        values={calcValues}
        idleText={t('calcIdle')}
        errorText={calc.isError ? errorText(calc.error) : undefined}
        onRetry={() => void calc.refetch()}
      />
    </FormDialog>
  );
}

/** yyyy-MM-dd -> dd.MM.yyyy for hints. */
function limitsText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}
