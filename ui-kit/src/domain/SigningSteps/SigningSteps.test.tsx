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
      expect(items[0]).toHaveTextContent('1. Electronic signature (done)');
      expect(items[1]).toHaveAttribute('aria-current', 'step');
      expect(items[1]).toHaveTextContent('2. SMS code');
      expect(items[2]).toHaveTextContent('3. Payment');
      await expectNoAxeViolations();
    });
  });
});
