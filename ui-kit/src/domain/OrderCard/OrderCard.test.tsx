import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderCard, type OrderCardProps } from './OrderCard.tsx';
import { activeOrder, paymentDueSoon } from './OrderCard.fixtures.ts';
import { expectNoAxeViolations, renderKit, routerLink } from '../../test/render.tsx';

const base: OrderCardProps = { ...activeOrder, paidUntil: paymentDueSoon };

describe('OrderCard', () => {
  describe('given an active order near its paid-until date', () => {
    it('should show the box, status, place, dates and a Pay button', async () => {
      const onPay = jest.fn();
      renderKit(<OrderCard {...base} onPay={onPay} />);
      expect(screen.getByRole('heading', { name: 'Бокс A-214' })).toBeInTheDocument();
      expect(screen.getByText('Активен')).toBeInTheDocument();
      expect(screen.getByText('Склад «Нагатинская»')).toBeInTheDocument();
      expect(screen.getByText('01.10.2026 — 30.09.2027')).toBeInTheDocument();
      expect(screen.getByText('Оплачено до 25.11.2026 (через 3 дня)')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Скачать договор' })).toHaveAttribute('href', '/files/contract-100001.pdf');
      await userEvent.click(screen.getByRole('button', { name: 'Оплатить Бокс A-214' }));
      expect(onPay).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given Pay that cannot be pressed now', () => {
    it('should show Pay disabled with the reason under it', async () => {
      const onPay = jest.fn();
      renderKit(<OrderCard {...base} onPay={onPay} payDisabledReason="Нет связи" />);
      const pay = screen.getByRole('button', { name: 'Оплатить Бокс A-214' });
      expect(pay).toHaveAttribute('aria-disabled', 'true');
      expect(pay).toHaveAccessibleDescription('Нет связи');
      await expectNoAxeViolations();
    });
  });

  describe('given an unsigned reservation and a router', () => {
    it("should offer Sign without Pay and render Sign and Details as the router's links", async () => {
      const navigate = jest.fn();
      renderKit(
        <OrderCard
          {...base}
          status="reserved"
          reservedUntil="25.11.2026"
          paidUntil={null}
          downloadHref={null}
          signHref="/document-view/D-1"
          linkAs={routerLink(navigate)}
        />,
      );
      expect(screen.queryByRole('button', { name: /Оплатить/ })).toBeNull();
      const sign = screen.getByRole('link', { name: 'Подписать Бокс A-214' });
      const details = screen.getByRole('link', { name: 'Подробнее о Бокс A-214' });
      expect(sign).toHaveAttribute('data-router-link', 'true');
      expect(details).toHaveAttribute('data-router-link', 'true');
      expect(screen.getByRole('link', { name: /Подписать договор/ })).toHaveAttribute('data-router-link', 'true');
      await userEvent.click(sign);
      expect(navigate).toHaveBeenCalledWith('/document-view/D-1');
      await userEvent.click(details);
      expect(navigate).toHaveBeenLastCalledWith('/order-view/100001');
      await expectNoAxeViolations();
    });
  });

  describe('given an archived order in English', () => {
    it('should hide paid-until and keep Details', () => {
      renderKit(<OrderCard {...base} status="archived" />, { locale: 'en' });
      expect(screen.getByText('Archive')).toBeInTheDocument();
      expect(screen.queryByText(/Paid until/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Details of Бокс A-214' })).toHaveAttribute('href', '/order-view/100001');
    });
  });
});
