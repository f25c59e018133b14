import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Order } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from './OrderViewScreen.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

type Handler = (body: unknown, url: URL) => { status?: number; body: unknown };

function network(active: Order[], extra: Record<string, Handler> = {}) {
  return fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: active } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
    ...extra,
  });
}

function view(net: ReturnType<typeof fakeNetwork>, number: number, language: 'ru' | 'en' = 'ru', query = '') {
  return renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    setup: loggedIn,
    fetch: net.fetch,
    path: `/order-view/${number}${query}`,
    language,
  });
}

describe('OrderViewScreen', () => {
  describe('given an active order', () => {
    it('should show the box, place credentials, parameters and invoices with the filter', async () => {
      const order = anOrder({ invoices: [anInvoice({ number: 'INV-1', paid: true, status: { id: 3 } }), anInvoice({ number: 'INV-2' })] });
      view(network([order]), 100001);
      expect(await screen.findByRole('heading', { level: 1, name: 'Бокс A-214' })).toBeInTheDocument();
      expect(screen.getByText('Активен')).toBeInTheDocument();
      const place = screen.getByRole('region', { name: 'Склад' });
      expect(within(place).getByText('Москва, ул. Русаковская, 13')).toBeInTheDocument();
      expect(within(place).getByText('круглосуточно')).toBeInTheDocument();
      expect(within(place).getByText('ежедневно 10:00–20:00')).toBeInTheDocument();
      const params = screen.getByRole('region', { name: 'Параметры бокса' });
      expect(within(params).getByText('3 м²')).toBeInTheDocument();
      expect(within(params).getByText('1,5 × 2 м')).toBeInTheDocument();
      expect(within(params).getByText('1 530 ₽ за 30 дней')).toBeInTheDocument();
      const invoices = screen.getByRole('region', { name: 'Счета' });
      expect(within(invoices).getAllByRole('listitem')).toHaveLength(2);
      await userEvent.click(within(invoices).getByRole('button', { name: 'Неоплаченные' }));
      expect(within(invoices).getAllByRole('listitem')).toHaveLength(1);
    });
  });

  describe('given a debt order', () => {
    it('should show the debt warning, the arrears timeline and a disabled lock with its reason', async () => {
      const order = anOrder({ state: 'debt', cell: { paid_until: day(-16) }, invoices: [anInvoice({ number: 'INV-D' })] });
      view(network([order]), 100001, 'en');
      expect(await screen.findByText('Payment overdue by 16 days: access to the box is closed')).toBeInTheDocument();
      const lock = screen.getByRole('button', { name: 'Open the lock' });
      expect(lock).toHaveAttribute('aria-disabled', 'true');
      expect(lock).toHaveAccessibleDescription('Access is closed because of a debt. Pay the invoice to open the box.');
      // the timeline comes in its own chunk, with its first render
      expect(await screen.findByText('Overdue by 16 days. In 9 days: late fee RUB 1,000')).toBeInTheDocument();
    });
  });

  describe('given an active order with a lock', () => {
    afterEach(() => jest.useRealTimers());

    it('should send the open command, show it opened and refetch the active orders after 15 s', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      const net = network([anOrder()], { 'POST /api/v1/lock/cell/open/214': () => ({ body: { success: true } }) });
      view(net, 100001, 'en');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Open the lock' }));
      expect(await screen.findByText('Command to open the lock sent')).toBeInTheDocument();
      expect(screen.getByText('Lock opened')).toBeInTheDocument();
      expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({ buBoardUuid: 'bu-1', cuBoardId: 1, lockNumber: 14 });
      const listCalls = () => net.calls.filter((c) => c.path === '/api/v1/orders/active/orders-list').length;
      const before = listCalls();
      await act(async () => {
        jest.advanceTimersByTime(14_000);
      });
      expect(listCalls()).toBe(before);
      await act(async () => {
        jest.advanceTimersByTime(1_500);
      });
      await waitFor(() => expect(listCalls()).toBe(before + 1));
    });

    it('should warn to contact the manager when the command fails', async () => {
      const net = network([anOrder()], {
        'POST /api/v1/lock/cell/open/214': () => ({ status: 500, body: { success: false, message: 'no access to the lock' } }),
      });
      view(net, 100001);
      await userEvent.click(await screen.findByRole('button', { name: 'Открыть замок' }));
      expect(await screen.findByText('Не удалось открыть замок. Свяжитесь с менеджером: +7 (495) 000-00-01')).toBeInTheDocument();
    });
  });

  describe('given the new invoice modal', () => {
    it('should clamp the days on blur, fix the start after paid-until and price it before paying', async () => {
      const order = anOrder({ cell: { paid_until: day(10) } });
      const prices: unknown[] = [];
      const net = network([order], {
        'POST /api/v1/orders/100001/make-invoice': (body) => {
          prices.push(body);
          const b = body as { days: number; only_price: boolean };
          return {
            body: { only_price: b.only_price, sum_without_disount: b.days * 100, sum_with_discount: b.days * 90, discount: { name: null } },
          };
        },
      });
      view(net, 100001, 'en');
      await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
      const dialog = await screen.findByRole('dialog');
      const days = within(dialog).getByRole('textbox', { name: /Number of days/ });
      expect(days).toHaveValue('7');
      expect(within(dialog).getByText(/The period starts on .*, the day after the paid one/)).toBeInTheDocument();
      await waitFor(() => expect(prices).toContainEqual({ days: 7, only_price: true, start_period: day(11) }));
      await userEvent.clear(days);
      await userEvent.type(days, '6');
      await userEvent.tab();
      expect(days).toHaveValue('7');
      await userEvent.clear(days);
      await userEvent.type(days, '366');
      await userEvent.tab();
      expect(days).toHaveValue('365');
      await waitFor(() => expect(prices).toContainEqual({ days: 365, only_price: true, start_period: day(11) }));
      expect(prices.some((p) => (p as { days: number }).days > 365 || (p as { days: number }).days < 7)).toBe(false);
      expect((await within(dialog).findAllByText('RUB 32,850')).length).toBeGreaterThan(0);
    });

    it('should let the start be chosen when there is no paid-until', async () => {
      const order = anOrder({ state: 'not-active', cell: { paid_until: null }, invoices: [] });
      view(network([order]), 100001, 'en');
      await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('textbox', { name: /Period start/ })).toHaveValue(day(0));
    });
  });

  describe('given an individual closing the contract', () => {
    it('should promise the deposit back, send the request with the uuid and the number, then thank', async () => {
      const net = network([anOrder()], {
        'GET /api/v1/client': () => ({
          body: {
            main_phone: '79990000001',
            phones: [],
            emails: [],
            legal_type: 0,
            personal: { fio: 'Иванов Иван Иванович', birthday: null },
          },
        }),
        'POST /api/request/client/simple': () => ({ body: { success: true } }),
      });
      view(net, 100001);
      await userEvent.click(await screen.findByRole('button', { name: 'Расторгнуть договор' }));
      const dialog = await screen.findByRole('dialog', { name: /^Расторгнуть договор №\sD-100001\?$/ });
      expect(await within(dialog).findByText('Депозит вернём в течение 7 дней после подписания акта о расторжении.')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Расторгнуть' }));
      expect(await screen.findByRole('dialog', { name: 'Спасибо, заявка отправлена' })).toBeInTheDocument();
      const sent = net.calls.find((c) => c.path === '/api/request/client/simple')?.body as { request_comment: string };
      expect(sent.request_comment).toContain('c0ffee00-0000-4000-8000-000000100001');
      expect(sent.request_comment).toContain('100001');
    });
  });

  describe('given a legal entity closing the contract', () => {
    it('should use the organisation wording without the deposit promise', async () => {
      const net = network([anOrder()], {
        'GET /api/v1/client': () => ({
          body: { main_phone: '79990000002', phones: [], emails: [], legal_type: 1, company: { name: 'ООО «Ромашка»' } },
        }),
      });
      view(net, 100001, 'en');
      await userEvent.click(await screen.findByRole('button', { name: 'Close the contract' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText(/contact your organisation's representative/)).toBeInTheDocument();
      expect(within(dialog).queryByText(/deposit/)).not.toBeInTheDocument();
    });
  });

  describe('given a return from the payment page with a paid invoice', () => {
    it('should say the payment went through', async () => {
      const order = anOrder({ invoices: [anInvoice({ number: 'INV-9', paid: true, status: { id: 3 } })] });
      view(network([order]), 100001, 'en', '?pay=INV-9');
      expect(await screen.findByText('Payment received')).toBeInTheDocument();
    });

    it('should ask for each orders list once: the answer that tells the outcome is the one the page shows', async () => {
      const order = anOrder({ invoices: [anInvoice({ number: 'INV-9', paid: true, status: { id: 3 } })] });
      const net = network([order]);
      view(net, 100001, 'en', '?pay=INV-9');
      expect(await screen.findByText('Payment received')).toBeInTheDocument();
      await act(() => new Promise((done) => setTimeout(done, 50)));
      expect(net.calls.map((c) => c.path).sort()).toEqual(['/api/v1/orders/active/orders-list', '/api/v1/orders/history/orders-list']);
    });

    it('should say it failed when the invoice is still unpaid', async () => {
      const order = anOrder({ invoices: [anInvoice({ number: 'INV-9' })] });
      view(network([order]), 100001, 'en', '?pay=INV-9');
      expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    });
  });
});
