import { screen } from '@testing-library/react';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('OrderStatusBadge', () => {
  it('should name each of the five badges of the spec in Russian', async () => {
    renderKit(
      <div>
        <OrderStatusBadge status="active" />
        <OrderStatusBadge status="reserved" reservedUntil="25.11.2026" />
        <OrderStatusBadge status="pre-signed" />
        <OrderStatusBadge status="debt" overdueDays={5} />
        <OrderStatusBadge status="archived" />
      </div>,
    );
    expect(screen.getByText('Активен')).toBeInTheDocument();
    expect(screen.getByText('Забронирован до 25.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Ожидает подписания')).toBeInTheDocument();
    expect(screen.getByText('Просрочка оплаты 5 дней')).toBeInTheDocument();
    expect(screen.getByText('Архив')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  describe('given the misspelt rezerved state', () => {
    it('should read it as reserved', () => {
      renderKit(<OrderStatusBadge status="rezerved" reservedUntil="01.12.2026" />, { locale: 'en' });
      expect(screen.getByText('Reserved until 01.12.2026')).toBeInTheDocument();
    });
  });

  describe('given a debt of one day in English', () => {
    it('should use the singular', () => {
      renderKit(<OrderStatusBadge status="debt" overdueDays={1} />, { locale: 'en' });
      expect(screen.getByText('Payment overdue by 1 day')).toBeInTheDocument();
    });
  });

  describe('given a debt whose paid-until has not passed', () => {
    it('should say payment is overdue without a day count', () => {
      renderKit(<OrderStatusBadge status="debt" overdueDays={0} />, { locale: 'en' });
      expect(screen.getByText('Payment overdue')).toBeInTheDocument();
    });
  });

  describe('given a not-active order', () => {
    it('should say it awaits payment', () => {
      renderKit(<OrderStatusBadge status="not-active" />);
      expect(screen.getByText('Ожидает оплаты')).toBeInTheDocument();
    });
  });
});
