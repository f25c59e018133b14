import { useIntl } from 'react-intl';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { saveFile } from '../../../shared/ui/saveFile.ts';
import { icsFileName, paidUntilIcs } from './ics.ts';
import { useFormat } from '../../../shared/format.ts';
import { daysLeft } from '../rules.ts';
import { useToday } from '../components/useToday.ts';

/** The reminder comes this many days before paid-until, or on the days left when fewer are. */
const REMINDER_DAYS = 3;

/**
 * 'Add to calendar' on a live order whose paid-until has not passed: an `.ics` event on that day with a reminder three
 * days before (on the days left when fewer are), in the cabinet's language; once paid-until has passed there is
 * nothing to remind of (the page shows the debt and Pay instead). Made in the browser: works offline too.
 */
export function AddToCalendar({ order }: { order: Order }) {
  const intl = useIntl();
  const f = useFormat();
  const today = useToday();
  const left = daysLeft(order, today);
  const paidUntil = order.cell.paid_until;
  if (!paidUntil || left === null || left < 0 || order.state === 'archived') return null;
  const reminderDays = Math.min(REMINDER_DAYS, left);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.calendar.${id}` }, values);
  const box = intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name });
  const date = f.date(paidUntil);
  const place = [order.place.name, order.place.address].filter(Boolean).join(', ');
  const onClick = () =>
    saveFile(
      new Blob(
        [
          paidUntilIcs({
            orderNumber: order.number,
            paidUntil,
            summary: t('summary', { box, date }),
            description: t('description', { number: order.number, box, place, date }),
            location: place,
            url: new URL(pathTo('orderView', { orderNumber: order.number }), window.location.origin).href,
            alarm: t('alarm', { box, date, days: reminderDays }),
            reminderDays,
            now: new Date(),
          }),
        ],
        { type: 'text/calendar;charset=utf-8' },
      ),
      icsFileName(order.number),
    );
  return (
    <Button variant="ghost" size="sm" icon={<CalendarPlus size={16} aria-hidden="true" />} onClick={onClick}>
      {t('add')}
    </Button>
  );
}
