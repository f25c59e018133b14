import { screen, within } from '@testing-library/react';
import { ArrearsTimeline } from './ArrearsTimeline.tsx';
import { ARREARS_EXAMPLES } from './ArrearsTimeline.fixtures.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('ArrearsTimeline', () => {
  describe('given 10 days overdue', () => {
    it('should say the first fee comes in 4 days and list the three steps', async () => {
      renderKit(<ArrearsTimeline arrears={ARREARS_EXAMPLES.tenDays} />);
      expect(screen.getByText('Просрочка 10 дней. Через 4 дня: штраф 250 ₽')).toBeInTheDocument();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps).toHaveLength(3);
      expect(steps[2]).toHaveTextContent('30-й день');
      await expectNoAxeViolations();
    });
  });

  describe('given 16 days overdue in English', () => {
    it('should mark the first fee passed and name the next one', () => {
      renderKit(<ArrearsTimeline arrears={ARREARS_EXAMPLES.afterFirstFee} />, { locale: 'en' });
      expect(screen.getByText('Overdue by 16 days. In 9 days: late fee RUB 1,000')).toBeInTheDocument();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps[0]).toHaveAttribute('data-passed', 'true');
      expect(steps[0]).toHaveTextContent('reached');
      expect(steps[1]).toHaveAttribute('data-passed', 'false');
    });
  });

  describe('given a terminated contract', () => {
    it('should say it was terminated and mark every step passed', () => {
      renderKit(<ArrearsTimeline arrears={ARREARS_EXAMPLES.terminated} />, { locale: 'en' });
      expect(screen.getByText('Overdue by 31 days: the contract is being terminated.')).toBeInTheDocument();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps.map((s) => s.getAttribute('data-passed'))).toEqual(['true', 'true', 'true']);
    });
  });

  describe('given nothing overdue', () => {
    it('should say there are no arrears', () => {
      renderKit(<ArrearsTimeline arrears={ARREARS_EXAMPLES.none} />, { locale: 'en' });
      expect(screen.getByText('No arrears: the rent is paid.')).toBeInTheDocument();
    });
  });
});
