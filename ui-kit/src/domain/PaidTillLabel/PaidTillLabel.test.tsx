import { screen } from '@testing-library/react';
import { PaidTillLabel, paidTillState } from './PaidTillLabel.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('paidTillState', () => {
  it('should warn below 7 days and mark negative days overdue', () => {
    expect(paidTillState(7)).toBe('normal');
    expect(paidTillState(6)).toBe('warning');
    expect(paidTillState(0)).toBe('warning');
    expect(paidTillState(-1)).toBe('overdue');
  });
});

describe('PaidTillLabel', () => {
  describe('given plenty of days left', () => {
    it('should show the date alone in the normal style', async () => {
      const { container } = renderKit(<PaidTillLabel date="20.12.2026" daysLeft={28} />);
      expect(screen.getByText('Оплачено до 20.12.2026')).toBeInTheDocument();
      expect(container.querySelector('[data-state="normal"]')).not.toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('given 3 days left', () => {
    it('should add the relative phrase in the warning style', () => {
      const { container } = renderKit(<PaidTillLabel date="25.11.2026" daysLeft={3} />);
      expect(screen.getByText('Оплачено до 25.11.2026 (через 3 дня)')).toBeInTheDocument();
      expect(container.querySelector('[data-state="warning"]')).not.toBeNull();
    });
  });

  describe('given an overdue date in English', () => {
    it('should say by how many days', () => {
      const { container } = renderKit(<PaidTillLabel date="10.11.2026" daysLeft={-12} />, { locale: 'en' });
      expect(screen.getByText('Paid until 10.11.2026 (overdue by 12 days)')).toBeInTheDocument();
      expect(container.querySelector('[data-state="overdue"]')).not.toBeNull();
    });
  });
});
