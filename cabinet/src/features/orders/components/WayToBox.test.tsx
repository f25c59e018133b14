import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test/render.tsx';
import { PlaceCard } from './OrderFacts.tsx';
import { anOrder } from '../testData.ts';

// The way to the box sits in the order's place card beside the access and office hours, built from the
// address the order itself carries (so the kept copy shows it offline, with no call of its own).

describe('given an order at a warehouse with an address', () => {
  it('should link Yandex Maps, 2GIS and the phone maps by that address, beside the metro, access and hours', () => {
    const order = anOrder();
    order.place = { ...order.place, address: 'Москва, Варшавское шоссе, 47к4', address_title: 'Склад на Варшавке, м. Нагатинская' };
    renderScreen(<PlaceCard order={order} />);
    const links = screen.getByRole('list', { name: 'Как добраться' });
    expect(screen.getByText('Склад на Варшавке, м. Нагатинская')).toBeInTheDocument();
    const yandex = new URL(within(links).getByRole('link', { name: 'Яндекс Карты' }).getAttribute('href')!);
    expect(yandex.searchParams.get('text')).toBe('Москва, Варшавское шоссе, 47к4');
    expect(within(links).getByRole('link', { name: '2ГИС' })).toHaveAttribute(
      'href',
      `https://2gis.ru/search/${encodeURIComponent('Москва, Варшавское шоссе, 47к4')}`,
    );
    expect(within(links).getByRole('link', { name: 'В приложении карт телефона' })).toHaveAttribute(
      'href',
      `geo:0,0?q=${encodeURIComponent('Москва, Варшавское шоссе, 47к4')}`,
    );
    expect(screen.getByText('Доступ')).toBeInTheDocument();
  });
});

describe('given an order whose place has no address', () => {
  it('should offer no map links', () => {
    const order = anOrder();
    order.place = { code: 'MSK-01', name: 'Склад' };
    renderScreen(<PlaceCard order={order} />);
    expect(screen.queryByRole('list', { name: 'Как добраться' })).not.toBeInTheDocument();
  });
});
