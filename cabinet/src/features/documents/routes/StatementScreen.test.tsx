import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import StatementScreen from './StatementScreen.tsx';
import { periodInvoice, periodOrder } from '../test/fixtures.ts';
import type { Invoice } from '@sb/contracts';

// The printable statement of a period: the period's invoices (by the start of their billed period), what
// was paid and what is owed, marked informational; Print opens the browser's print.

const invoice = periodInvoice;
const order = (number: number, invoices: Invoice[]) => periodOrder(number, '01.01.2026', null, invoices);

function network() {
  return fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({
      body: {
        orders: [
          order(2001, [
            invoice('INV-2001-1', '15.08.2026', '13.09.2026', 9000, true),
            invoice('INV-2001-2', '14.09.2026', '13.10.2026', 1500.5, false),
            invoice('INV-2001-3', '14.10.2026', '12.11.2026', 1500.5, false),
          ]),
        ],
      },
    }),
    'GET /api/v1/orders/history/orders-list': () => ({
      body: { orders: [order(2003, [invoice('INV-2003-6', '02.07.2026', '31.07.2026', 1000, true)])] },
    }),
    'GET /api/v1/client': () => ({ body: { legal_type: 1, company: { name: 'ООО Ромашка' }, phones: [], emails: [] } }),
  });
}

describe('given the statement of the third quarter', () => {
  it('should list the invoices starting in it with invoiced, paid and owed, and print on request', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderScreen(<Route path="/documents/statement" component={StatementScreen} />, {
      path: '/documents/statement?from=2026-07-01&to=2026-09-30',
      setup: loggedIn,
      fetch: network().fetch,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Выписка за период 01.07.2026 — 30.09.2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Счета периода' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['INV-2001-1', 'INV-2001-2', 'INV-2003-6']);
    expect(screen.getByText('Справочная выписка, не является бухгалтерским документом')).toBeInTheDocument();
    const totals = screen
      .getAllByRole('term')
      .map((term, k) => `${term.textContent}: ${screen.getAllByRole('definition')[k]?.textContent}`);
    expect(totals.map((t) => t.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Выставлено: 11 500,50 ₽',
      'Оплачено: 10 000 ₽',
      'К оплате: 1 500,50 ₽',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('given a statement address with a broken period', () => {
  it('should say the period is not valid and lead back to the documents', async () => {
    renderScreen(<Route path="/documents/statement" component={StatementScreen} />, {
      path: '/documents/statement?from=2026-09-31&to=2026-07-01',
      setup: loggedIn,
      fetch: network().fetch,
    });
    expect(await screen.findByText('Период выписки указан неверно')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К документам' })).toHaveAttribute('href', '/documents');
  });
});
