import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './DateField.tsx';
import { checkRuDate, formatRuDate, parseRuDate } from './dates.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('date helpers', () => {
  it('should parse real dates only', () => {
    expect(parseRuDate('31.12.2025')).toBe('2025-12-31');
    expect(parseRuDate('31.02.2025')).toBeNull();
    expect(parseRuDate('31.12')).toBeNull();
    expect(formatRuDate('2025-12-31T00:00:00Z')).toBe('31.12.2025');
  });

  it('should check min and max inclusively', () => {
    expect(checkRuDate('10.01.2026', { min: '2026-01-10', max: '2026-01-13' })).toBeNull();
    expect(checkRuDate('13.01.2026', { min: '2026-01-10', max: '2026-01-13' })).toBeNull();
    expect(checkRuDate('09.01.2026', { min: '2026-01-10' })).toBe('min');
    expect(checkRuDate('14.01.2026', { max: '2026-01-13' })).toBe('max');
    expect(checkRuDate('')).toBeNull();
  });
});

describe('DateField', () => {
  it('should mask the typing and report the ISO date', async () => {
    const onDateChange = jest.fn();
    renderKit(<DateField label="Дата" onDateChange={onDateChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата' });
    await userEvent.type(input, '11012026');
    expect(input).toHaveValue('11.01.2026');
    expect(onDateChange).toHaveBeenLastCalledWith('2026-01-11');
    await expectNoAxeViolations();
  });

  describe('given a date before min', () => {
    it('should say so after blur', async () => {
      const onDateChange = jest.fn();
      renderKit(<DateField label="Дата" min="2026-01-10" onDateChange={onDateChange} />, { locale: 'en' });
      const input = screen.getByRole('textbox', { name: 'Дата' });
      await userEvent.type(input, '09012026');
      expect(onDateChange).toHaveBeenLastCalledWith(null);
      expect(input).not.toBeInvalid();
      await userEvent.tab();
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('The date cannot be earlier than 10.01.2026');
      await expectNoAxeViolations();
    });
  });

  describe('given an impossible date', () => {
    it('should ask for the format', async () => {
      renderKit(<DateField label="Дата" />);
      const input = screen.getByRole('textbox', { name: 'Дата' });
      await userEvent.type(input, '31022026');
      await userEvent.tab();
      expect(input).toHaveAccessibleDescription('Введите дату в формате дд.мм.гггг');
    });
  });

  describe('given an error from the form', () => {
    it('should show it instead of its own', () => {
      renderKit(<DateField label="Дата" defaultValue="01.01.2020" max="2019-01-01" error="Вам должно быть 18 лет" />);
      expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveAccessibleDescription('Вам должно быть 18 лет');
    });
  });
});
