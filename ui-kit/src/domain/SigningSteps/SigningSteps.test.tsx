import { screen, within } from '@testing-library/react';
import { SigningSteps } from './SigningSteps.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('SigningSteps', () => {
  describe('given the SMS step', () => {
    it('should mark the signature done and the SMS code current', async () => {
      renderKit(<SigningSteps current="sms" />, { locale: 'en' });
      const list = screen.getByRole('list', { name: 'Signing steps' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent('Electronic signature');
      expect(items[0]).toHaveAttribute('data-state', 'complete');
      expect(items[1]).toHaveAttribute('aria-current', 'step');
      expect(items[1]).toHaveTextContent('SMS code');
      expect(items[2]).toHaveTextContent('Payment');
      expect(items[2]).toHaveAttribute('data-state', 'upcoming');
      await expectNoAxeViolations();
    });
  });

  describe('given everything done', () => {
    it('should mark every step complete', () => {
      renderKit(<SigningSteps current="payment" allDone />);
      const items = within(screen.getByRole('list', { name: 'Шаги подписания' })).getAllByRole('listitem');
      expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['complete', 'complete', 'complete']);
    });
  });
});
