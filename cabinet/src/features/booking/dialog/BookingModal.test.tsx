import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayOf, formatRuDate } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import { BookingModal } from './BookingModal.tsx';

const today = new Date(2026, 10, 22, 10, 0);
const day = (offset: number) => formatRuDate(dayOf(today) + offset);
const box = { cellId: 2005, name: 'B-205', size: 3, monthRate: 5700, placeName: 'Склад «Сокол»', placeCode: 'MSK-01' };
const calcAnswer = (body: unknown) => {
  const payDays = (body as { pay_days: number }).pay_days;
  const sum = 190 * payDays;
  const discounted = payDays >= 90 ? Math.round(sum * 0.95) : sum;
  return {
    body: {
      sum_without_disount: sum,
      sum_with_discount: discounted,
      discount: { name: payDays >= 90 ? 'Скидка за 3 месяца' : null, percent: payDays >= 90 ? 5 : 0 },
      only_price: true,
      total_summ: discounted + 5700,
      deposit_summ: 5700,
    },
  };
};
const nb = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const panel = () => screen.getByRole('region', { name: 'Расчёт стоимости' });

async function retype(label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await userEvent.clear(input);
  await userEvent.type(input, value.replace(/\./g, ''));
}

describe('given the booking dialog of a free box', () => {
  it('should show the price for the default 30 days before booking, then book and offer the order', async () => {
    const net = fakeNetwork({
      'POST /api/v1/orders/cell/calc': calcAnswer,
      'POST /api/v1/orders/cell/booking': () => ({
        body: { order_iitem: { number: 10001, agreement_number: 'D-10001' }, lastOrderId: 10001 },
      }),
    });
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, { fetch: net.fetch, setup: loggedIn });
    await waitFor(() => expect(nb(panel().textContent)).toContain('11 400 ₽'));
    expect(nb(panel().textContent)).toContain('5 700 ₽');
    expect(net.calls.filter((c) => c.path.endsWith('/cell/booking'))).toHaveLength(0);
    expect(net.calls.find((c) => c.path.endsWith('/cell/calc'))?.body).toEqual({
      days: 30,
      order_date: day(0),
      place_floor_cell: 2005,
      need_agreement: true,
      pay_days: 30,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/order-created/10001');
    expect(net.calls.find((c) => c.path.endsWith('/cell/booking'))?.body).toEqual({
      days: 30,
      order_date: day(0),
      place_floor_cell: 2005,
      need_agreement: true,
      pay_days: 30,
    });
  });

  it('should offer the new order when the booking answers only what the spec documents (order_iitem, lastOrderId)', async () => {
    const net = fakeNetwork({
      'POST /api/v1/orders/cell/calc': calcAnswer,
      'POST /api/v1/orders/cell/booking': () => ({ body: { order_iitem: {}, lastOrderId: 10002 } }),
    });
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, { fetch: net.fetch, setup: loggedIn });
    await waitFor(() => expect(nb(panel().textContent)).toContain('11 400 ₽'));
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/order-created/10002');
  });

  it('should recalculate when the dates change and show the discount', async () => {
    const net = fakeNetwork({ 'POST /api/v1/orders/cell/calc': calcAnswer });
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, { fetch: net.fetch, setup: loggedIn });
    await waitFor(() => expect(nb(panel().textContent)).toContain('11 400 ₽'));
    await retype('Окончание аренды', day(89));
    await waitFor(() => expect(nb(panel().textContent)).toContain('Скидка за 3 месяца, 5%'));
    expect(net.calls.filter((c) => c.path.endsWith('/cell/calc')).at(-1)?.body).toMatchObject({ days: 90, pay_days: 90 });
  });
});

describe('given dates at the booking bounds', () => {
  it('should accept a start at today + 3 and refuse today + 4', async () => {
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, {
      setup: loggedIn,
      fetch: fakeNetwork({ 'POST /api/v1/orders/cell/calc': calcAnswer }).fetch,
    });
    await retype('Начало аренды', day(4));
    await retype('Окончание аренды', day(40));
    expect(await screen.findByText('Начало аренды — с сегодня до +3 дней')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Забронировать' })).toBeDisabled();
    await retype('Начало аренды', day(3));
    await waitFor(() => expect(screen.queryByText('Начало аренды — с сегодня до +3 дней')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Забронировать' })).toBeEnabled();
  });

  it('should refuse 6 days and accept 7', async () => {
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, {
      setup: loggedIn,
      fetch: fakeNetwork({ 'POST /api/v1/orders/cell/calc': calcAnswer }).fetch,
    });
    await retype('Окончание аренды', day(5));
    expect(await screen.findByText('Аренда — не меньше 7 дней')).toBeInTheDocument();
    await retype('Окончание аренды', day(6));
    await waitFor(() => expect(screen.queryByText('Аренда — не меньше 7 дней')).not.toBeInTheDocument());
  });

  it('should pay 365 days at once and force a capped partial payment at 366', async () => {
    const net = fakeNetwork({ 'POST /api/v1/orders/cell/calc': calcAnswer });
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, { fetch: net.fetch, setup: loggedIn });
    await retype('Окончание аренды', day(364));
    await waitFor(() => expect(net.calls.at(-1)?.body).toMatchObject({ days: 365, pay_days: 365 }));
    expect(screen.getByRole('checkbox', { name: 'Оплатить часть срока' })).not.toBeChecked();
    await retype('Окончание аренды', day(365));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Оплатить часть срока' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Оплатить часть срока' })).toBeDisabled();
    expect(screen.getByLabelText('Оплатить до', { exact: false })).toHaveValue(day(364));
    await waitFor(() => expect(net.calls.at(-1)?.body).toMatchObject({ days: 366, pay_days: 365 }));
  });
});

describe('given the booking failing', () => {
  it('should keep the dates and say so', async () => {
    const net = fakeNetwork({
      'POST /api/v1/orders/cell/calc': calcAnswer,
      'POST /api/v1/orders/cell/booking': () => ({ status: 500, body: { success: false, message: 'could not create the order' } }),
    });
    renderScreen(<BookingModal open onOpenChange={() => undefined} box={box} today={today} />, { fetch: net.fetch, setup: loggedIn });
    await retype('Окончание аренды', day(20));
    await waitFor(() => expect(net.calls.at(-1)?.body).toMatchObject({ days: 21 }));
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByText(/Введённые даты сохранены/)).toBeInTheDocument();
    expect(screen.getByLabelText('Окончание аренды', { exact: false })).toHaveValue(day(20));
  });
});
