import { screen } from '@testing-library/react';
import { PaidTillLabel } from './PaidTillLabel.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('PaidTillLabel', () => {
  describe('given plenty of days left', () => {
    it('should show the date alone in the normal style', async () => {
      const { container } = renderKit(<PaidTillLabel date="20.12.2026" daysLeft={28} state="normal" />);
      expect(screen.getByText('Оплачено до 20.12.2026')).toBeInTheDocument();
      expect(container.querySelector('[data-state="normal"]')).not.toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('given 3 days left and the notice due', () => {
    it('should add the relative phrase in the warning style', () => {
      const { container } = renderKit(<PaidTillLabel date="25.11.2026" daysLeft={3} state="warning" />);
      expect(screen.getByText('Оплачено до 25.11.2026 (через 3 дня)')).toBeInTheDocument();
      expect(container.querySelector('[data-state="warning"]')).not.toBeNull();
    });
  });

  describe('given the last day', () => {
    it('should say it is due today', () => {
      renderKit(<PaidTillLabel date="22.11.2026" daysLeft={0} state="warning" />, { locale: 'en' });
      expect(screen.getByText('Paid until 22.11.2026 (today)')).toBeInTheDocument();
      expect(screen.queryByText(/in 0 days/)).not.toBeInTheDocument();
    });
  });

  describe('given an overdue date in English', () => {
    it('should say by how many days', () => {
      const { container } = renderKit(<PaidTillLabel date="10.11.2026" daysLeft={-12} state="overdue" />, { locale: 'en' });
      expect(screen.getByText('Paid until 10.11.2026 (overdue by 12 days)')).toBeInTheDocument();
      expect(container.querySelector('[data-state="overdue"]')).not.toBeNull();
    });
  });

  describe('given a state the screen decided', () => {
    it('should follow it rather than count days itself', () => {
      const { container } = renderKit(<PaidTillLabel date="20.12.2026" daysLeft={10} state="warning" />, { locale: 'en' });
      expect(container.querySelector('[data-state="warning"]')).not.toBeNull();
    });
  });
});
