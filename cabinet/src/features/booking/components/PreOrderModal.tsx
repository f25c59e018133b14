import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { DateField, NumberField } from '@sb/ui-kit';
import { checkRuDate, dayOf, formatRuDate, MAX_PAY_DAYS, MIN_RENT_DAYS, parseRuDate } from '@sb/contracts';
import { useFieldError } from '../../../shared/forms.ts';
import { FormField } from '../../../shared/forms/index.ts';
import { preOrderAtom } from '../api/booking.ts';
import { SendDialog } from './SendDialog.tsx';

export interface PreOrderBox {
  name: string;
  size: number;
  floor: number | null;
  /** place code */
  place: string;
  /** the API's city name (order_city) */
  city: string;
}

export interface PreOrderModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  box: PreOrderBox;
  today?: Date;
  onDone: () => void;
}

interface Values {
  date: string;
  days: number | null;
}

/**
 * The pre-order of a box that is taken now (orders/client/create, order_type preOrder): when the customer wants it
 * and for how long. A failure keeps what was typed and says so.
 */
export function PreOrderModal({ open, onOpenChange, box, today: todayProp, onDone }: PreOrderModalProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.preOrder.${id}` }, v);
  const fieldError = useFieldError();
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const todayRu = formatRuDate(dayOf(today));
  const send = useAtomValue(preOrderAtom);
  // checked when a field is left as well as on sending: a past date says the same one thing either way
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { date: todayRu, days: 30 } });

  return (
    <SendDialog
      open={open}
      onOpenChange={onOpenChange}
      onDone={onDone}
      messages="booking.preOrder"
      title={t('title', { box: box.name })}
      description={t('description')}
      form={form}
      command={send}
      request={(v) =>
        send.mutateAsync({
          order_city: box.city,
          order_type: 'preOrder',
          order_place: box.place,
          order_floor: box.floor,
          order_size: box.size,
          order_time: v.days ?? MIN_RENT_DAYS,
          order_date: v.date,
        })
      }
    >
      <FormField
        control={form.control}
        name="date"
        rules={{
          validate: (v) => {
            const d = parseRuDate(v);
            if (d === null) return 'dateFormat';
            // a pre-order has no booking window: only a past day is wrong
            return d >= dayOf(today) || 'booking.preOrder.pastDate';
          },
        }}
      >
        {(p) => <DateField label={t('date')} required validate={(text) => checkRuDate(text)} {...p} />}
      </FormField>
      <Controller
        control={form.control}
        name="days"
        rules={{ validate: (v) => (v !== null && v >= MIN_RENT_DAYS) || 'invoiceDays' }}
        render={({ field, fieldState }) => (
          <NumberField
            label={t('days')}
            hint={t('daysHint')}
            required
            min={MIN_RENT_DAYS}
            max={MAX_PAY_DAYS * 5}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={fieldError(fieldState.error)}
          />
        )}
      />
    </SendDialog>
  );
}
