import type { OrderCardProps } from './OrderCard.tsx';

/** An active order with its contract, for the stories and the tests. */
export const activeOrder: OrderCardProps = {
  orderNumber: 100001,
  boxName: 'Бокс A-214',
  status: 'active',
  placeName: 'Склад «Нагатинская»',
  address: 'Москва, Нагатинская ул., 16',
  climate: true,
  rentStart: '01.10.2026',
  rentEnd: '30.09.2027',
  paidUntil: { date: '20.12.2026', daysLeft: 28, state: 'normal' },
  downloadHref: '/files/contract-100001.pdf',
  detailsHref: '/order-view/100001',
};

/** A paid-until date three days away. */
export const paymentDueSoon: OrderCardProps['paidUntil'] = { date: '25.11.2026', daysLeft: 3, state: 'warning' };
