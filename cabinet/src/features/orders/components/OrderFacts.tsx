import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { useFormat } from '../../../shared/format.ts';
import { WayToBox } from './WayToBox.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: var(--sb-space-2) var(--sb-space-4);
  margin: 0;
  & dt {
    color: var(--sb-colors-textMuted);
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  & a {
    color: var(--sb-colors-brand);
  }
`;

/** The warehouse's credentials: title, address, phone, 24-hour access, working hours, and the box's climate. */
export function PlaceCard({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.view.${id}` }, values);
  const hours = order.place.work_hours?.map((h) => `${h.time_from}–${h.time_to}`).join(', ') || '10:00–20:00';
  return (
    <Card as="section" title={t('place')} headingLevel={2}>
      <Facts>
        <dt>{t('placeName')}</dt>
        <dd>{order.place.name}</dd>
        {order.place.address && (
          <>
            <dt>{t('address')}</dt>
            <dd>{order.place.address}</dd>
          </>
        )}
        {order.place.phone && (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${order.place.phone.replace(/[^\d+]/g, '')}`}>{order.place.phone}</a>
            </dd>
          </>
        )}
        <WayToBox place={order.place} />
        <dt>{t('access')}</dt>
        <dd>{t('access24')}</dd>
        <dt>{t('hours')}</dt>
        <dd>{t('hoursValue', { hours })}</dd>
        {order.cell.climate != null && (
          <>
            <dt>{t('climate')}</dt>
            <dd>{t(order.cell.climate ? 'climateYes' : 'climateNo')}</dd>
          </>
        )}
      </Facts>
    </Card>
  );
}

/** The box's parameters: area, floor, depth x width, height, rental period, price per square metre. */
export function ParametersCard({ order }: { order: Order }) {
  const intl = useIntl();
  const f = useFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.view.${id}` }, values);
  const c = order.cell;
  const m = (n: number) => `${f.number(n)}\u00a0${t('metre')}`;
  const perMetre = c.size > 0 ? Math.ceil((c.rate / c.size) * 100) / 100 : null;
  return (
    <Card as="section" title={t('parameters')} headingLevel={2}>
      <Facts>
        <dt>{t('area')}</dt>
        <dd>{f.area(c.size)}</dd>
        <dt>{t('floor')}</dt>
        <dd>{c.floor_number}</dd>
        <dt>{t('depthWidth')}</dt>
        <dd>{`${f.number(c.length)} × ${m(c.width)}`}</dd>
        <dt>{t('height')}</dt>
        <dd>{m(c.height)}</dd>
        <dt>{t('period')}</dt>
        <dd>{c.end ? t('periodValue', { from: f.date(c.begin), to: f.date(c.end) }) : t('periodOpen', { from: f.date(c.begin) })}</dd>
        <dt>{t('rate')}</dt>
        <dd>{t('rateValue', { price: f.money(c.rate) })}</dd>
        {perMetre !== null && (
          <>
            <dt>{t('perMetre')}</dt>
            <dd>{t('perMetreValue', { price: f.money(perMetre) })}</dd>
          </>
        )}
      </Facts>
    </Card>
  );
}
