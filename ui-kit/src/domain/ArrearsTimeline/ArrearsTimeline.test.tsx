import { screen, within } from '@testing-library/react';
import { ArrearsTimeline } from './ArrearsTimeline.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('ArrearsTimeline', () => {
  describe('given 10 days overdue', () => {
    it('should say the first fee comes in 4 days and list the three steps', async () => {
      renderKit(<ArrearsTimeline overdueDays={10} />);
      expect(screen.getByText('Просрочка 10 дней. Через 4 дня: штраф 250 ₽')).toBeInTheDocument();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps).toHaveLength(3);
      expect(steps[2]).toHaveTextContent('30-й день');
      await expectNoAxeViolations();
    });
  });

  describe('given 16 days overdue in English', () => {
    it('should mark the first fee passed and name the next one', () => {
      renderKit(<ArrearsTimeline overdueDays={16} />, { locale: 'en' });
      expect(screen.getByText('Overdue by 16 days. In 9 days: late fee RUB 1,000')).toBeInTheDocument();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps[0]).toHaveAttribute('data-passed', 'true');
      expect(steps[1]).toHaveAttribute('data-passed', 'false');
    });
  });

  describe('given nothing overdue', () => {
    it('should say there are no arrears', () => {
      renderKit(<ArrearsTimeline overdueDays={-3} />, { locale: 'en' });
      expect(screen.getByText('No arrears: the rent is paid.')).toBeInTheDocument();
    });
  });
});
