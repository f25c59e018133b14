import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceCalcPanel } from './PriceCalcPanel.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const values = {
  sumWithoutDiscount: 17100,
  sumWithDiscount: 16245,
  discountName: 'Скидка за 3 месяца',
  discountPercent: 5,
  deposit: 5700,
  total: 21945,
  pricePer30Days: 5700,
  payDays: 90,
};
const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('PriceCalcPanel', () => {
  describe('given a calculation with a discount', () => {
    it('should show both sums, the discount, the deposit, the total and VAT once', async () => {
      renderKit(<PriceCalcPanel state="ready" values={values} />);
      const panel = screen.getByRole('region', { name: 'Расчёт стоимости' });
      const text = nb(panel.textContent ?? '');
      expect(text).toContain('17 100 ₽');
      expect(text).toContain('16 245 ₽');
      expect(text).toContain('Скидка за 3 месяца, 5%');
      expect(text).toContain('5 700 ₽');
      expect(text).toContain('21 945 ₽');
      expect(text.match(/НДС 5%/g)).toHaveLength(1);
      await expectNoAxeViolations();
    });
  });

  describe('given English', () => {
    it('should write roubles the English way', () => {
      renderKit(<PriceCalcPanel state="ready" values={{ ...values, sumWithDiscount: 17100, total: 1250.5 }} />, { locale: 'en' });
      expect(nb(screen.getByRole('region', { name: 'Price calculation' }).textContent ?? '')).toContain('RUB 1,250.50');
    });
  });

  describe('given a failed calculation', () => {
    it('should say so and offer a retry', async () => {
      const onRetry = jest.fn();
      renderKit(<PriceCalcPanel state="error" errorText="Сбой расчёта" onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Сбой расчёта');
      await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given a calculation in flight', () => {
    it('should be marked busy', () => {
      renderKit(<PriceCalcPanel state="loading" />);
      expect(screen.getByRole('region', { name: 'Расчёт стоимости' })).toHaveAttribute('aria-busy', 'true');
    });
  });
});

describe('PriceCalcPanel discount line', () => {
  const month = { sumWithoutDiscount: 4590, sumWithDiscount: 4360.5, total: 4360.5, payDays: 30 };

  describe('given a name that states its percent', () => {
    it('should show the name alone, never with a second percent', () => {
      renderKit(<PriceCalcPanel state="ready" values={{ ...month, discountName: '5% за оплату месяца', discountPercent: 5 }} />);
      const text = nb(screen.getByRole('region', { name: 'Расчёт стоимости' }).textContent ?? '');
      expect(text).toContain('5% за оплату месяца−229,50 ₽');
      expect(text).not.toContain(', 5%');
    });
  });

  describe('given no percent from the provider', () => {
    it('should take it from the two sums instead of saying 0 %', () => {
      renderKit(<PriceCalcPanel state="ready" values={{ ...month, discountName: 'Скидка за месяц' }} />);
      const text = nb(screen.getByRole('region', { name: 'Расчёт стоимости' }).textContent ?? '');
      expect(text).toContain('Скидка за месяц, 5%');
      expect(text).not.toContain('0%');
    });
  });

  describe('given a Russian name in English', () => {
    it('should say the discount in English words', () => {
      renderKit(<PriceCalcPanel state="ready" values={{ ...month, discountName: '5% за оплату месяца', discountPercent: 5 }} />, {
        locale: 'en',
      });
      const text = nb(screen.getByRole('region', { name: 'Price calculation' }).textContent ?? '');
      expect(text).toContain('Discount 5%−RUB 229.50');
      expect(text).not.toMatch(/[а-я]/i);
    });
  });
});
