import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './Textarea.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Textarea', () => {
  it('should accept text and count it against the limit', async () => {
    renderKit(<Textarea label="Сообщение" maxLength={10} showCount />, { locale: 'en' });
    const area = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(area, 'Привет');
    expect(area).toHaveValue('Привет');
    expect(screen.getByText('6 of 10 characters')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  describe('given an error', () => {
    it('should be invalid and described by it', async () => {
      renderKit(<Textarea label="Сообщение" error="Напишите сообщение" required />);
      const area = screen.getByRole('textbox', { name: 'Сообщение' });
      expect(area).toBeInvalid();
      expect(area).toBeRequired();
      expect(area).toHaveAccessibleDescription('Напишите сообщение');
      await expectNoAxeViolations();
    });
  });
});
