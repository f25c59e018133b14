import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DateCheck } from '@sb/contracts';
import { DateField } from './DateField.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

// The check is the screen's (the contracts' checkRuDate); these stand-ins answer what it would for 10..13.01.2026.
const notBefore10Jan = (text: string): DateCheck | null => (text === '09.01.2026' ? { problem: 'min', date: '10.01.2026' } : null);
const realDatesOnly = (text: string): DateCheck | null => (text === '31.02.2026' ? { problem: 'invalid' } : null);

describe('DateField', () => {
  it('should mask the typing and report the text', async () => {
    const onChange = jest.fn();
    renderKit(<DateField label="Дата" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата' });
    await userEvent.type(input, '11012026');
    expect(input).toHaveValue('11.01.2026');
    expect(onChange).toHaveBeenLastCalledWith('11.01.2026');
    await expectNoAxeViolations();
  });

  describe('given a date before the bound the screen set', () => {
    it('should say so after blur, naming the bound', async () => {
      const validate = jest.fn(notBefore10Jan);
      renderKit(<DateField label="Дата" validate={validate} />, { locale: 'en' });
      const input = screen.getByRole('textbox', { name: 'Дата' });
      await userEvent.type(input, '09012026');
      expect(validate).toHaveBeenLastCalledWith('09.01.2026');
      expect(input).not.toBeInvalid();
      await userEvent.tab();
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('The date cannot be earlier than 10.01.2026');
      await expectNoAxeViolations();
    });
  });

  describe('given an impossible date', () => {
    it('should ask for the format', async () => {
      renderKit(<DateField label="Дата" validate={realDatesOnly} />);
      const input = screen.getByRole('textbox', { name: 'Дата' });
      await userEvent.type(input, '31022026');
      await userEvent.tab();
      expect(input).toHaveAccessibleDescription('Введите дату в формате дд.мм.гггг');
    });
  });

  describe('given an error from the form', () => {
    it('should show it instead of its own', () => {
      renderKit(<DateField label="Дата" defaultValue="09.01.2026" validate={notBefore10Jan} error="Вам должно быть 18 лет" />);
      expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveAccessibleDescription('Вам должно быть 18 лет');
    });
  });
});
