import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodPicker } from './PeriodPicker.tsx';
import type { DateCheck } from '@sb/contracts';
import { recentQuarters, type PeriodValue } from './period.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const TODAY = '2026-11-27';
// the screen's check (the cabinet passes the contracts' checkRuDate): here only 'not before the start'
const key = (ru: string) => ru.split('.').reverse().join('');
const notBeforeStart = (text: string, min: string | null): DateCheck | null =>
  min && text.length === 10 && key(text) < key(min) ? { problem: 'min', date: min } : null;

function Controlled({ onChange }: { onChange: (v: PeriodValue) => void }) {
  const [value, setValue] = useState<PeriodValue>({ kind: 'quarter', month: '2026-11', quarter: '2026-Q4', from: '', to: '' });
  return (
    <PeriodPicker
      today={TODAY}
      value={value}
      validateDate={notBeforeStart}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('PeriodPicker', () => {
  describe('given no choice yet', () => {
    it('should offer the current quarter, in Russian', async () => {
      renderKit(<PeriodPicker today={TODAY} />);
      expect(screen.getByRole('group', { name: 'Период' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Квартал' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Квартал' })).toHaveTextContent('IV квартал 2026');
      await expectNoAxeViolations();
    });
  });

  describe('given a customer who picks two dates', () => {
    it('should report the dates typed and say when the end is before the start', async () => {
      const onChange = jest.fn();
      renderKit(<Controlled onChange={onChange} />, { locale: 'en' });
      await userEvent.click(screen.getByRole('radio', { name: 'Dates' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01072026');
      await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30062026');
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'range', from: '01.07.2026', to: '30.06.2026' }));
      expect(screen.getByText(/cannot be earlier than 01\.07\.2026/i)).toBeInTheDocument();
      await userEvent.clear(screen.getByRole('textbox', { name: 'To' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30092026');
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'range', from: '01.07.2026', to: '30.09.2026' }));
      expect(screen.queryByText(/cannot be earlier/i)).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given a disabled picker', () => {
    it('should block every field', () => {
      renderKit(<PeriodPicker today={TODAY} disabled />, { locale: 'en' });
      expect(screen.getByRole('radio', { name: 'Month' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Quarter' })).toBeDisabled();
    });
  });
});

describe('recentQuarters', () => {
  it('should list the quarters up to today, newest first, across a year', () => {
    expect(recentQuarters('2026-02-10', 3)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
  });
});
