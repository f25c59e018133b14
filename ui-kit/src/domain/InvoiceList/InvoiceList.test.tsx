import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceList, type InvoiceListItem } from './InvoiceList.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const invoices: InvoiceListItem[] = [
  { number: 'INV-3', beginPeriod: '21.11.2026', endPeriod: '20.12.2026', price: 4590, paid: false },
  { number: 'INV-2', beginPeriod: '22.10.2026', endPeriod: '20.11.2026', price: 4590.5, paid: true },
  { number: 'INV-1', beginPeriod: '22.09.2026', endPeriod: '21.10.2026', price: 1200, paid: false, pending: true },
];

describe('InvoiceList', () => {
  it('should filter all, paid and unpaid invoices', async () => {
    renderKit(<InvoiceList invoices={invoices} />);
    const list = () => within(screen.getByRole('list'));
    expect(list().getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Оплаченные' }));
    expect(screen.getByRole('button', { name: 'Оплаченные' })).toHaveAttribute('aria-pressed', 'true');
    expect(list().getAllByRole('listitem')).toHaveLength(1);
    expect(list().getByText('Счёт № INV-2')).toBeInTheDocument();
    expect(list().getByText('4 590,50 ₽')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Неоплаченные' }));
    expect(list().getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  describe('given a pay handler', () => {
    it('should offer Pay only on an unpaid invoice without a pending payment', async () => {
      const onPay = jest.fn();
      renderKit(<InvoiceList invoices={invoices} onPay={onPay} />, { locale: 'en' });
      expect(screen.getAllByRole('button', { name: /^Pay invoice/ })).toHaveLength(1);
      expect(screen.getByText('Payment in progress')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Pay invoice No. INV-3' }));
      expect(onPay).toHaveBeenCalledWith('INV-3');
    });
  });

  describe('given Pay that cannot be pressed now', () => {
    it('should show each Pay disabled with the reason under the list', async () => {
      const onPay = jest.fn();
      const { rerender } = renderKit(<InvoiceList invoices={invoices} onPay={onPay} payDisabledReason="Нет связи" />);
      const pay = screen.getByRole('button', { name: /^Оплатить счёт №\sINV-3$/ });
      expect(pay).toHaveAttribute('aria-disabled', 'true');
      expect(pay).toHaveAccessibleDescription('Нет связи');
      await expectNoAxeViolations();
      rerender(<InvoiceList invoices={invoices} onPay={onPay} payDisabledReason={null} />);
      expect(pay).not.toHaveAttribute('aria-disabled');
      expect(screen.queryByText('Нет связи')).toBeNull();
    });
  });

  describe('given no paid invoice', () => {
    it('should say so under the paid filter', () => {
      renderKit(<InvoiceList invoices={[invoices[0]!]} defaultFilter="paid" />, { locale: 'en' });
      expect(screen.getByText('No paid invoices yet.')).toBeInTheDocument();
    });
  });
});
