import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodPicker } from './PeriodPicker.tsx';
import { periodRange, recentQuarters, type PeriodValue } from './period.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const TODAY = '2026-11-27';

function Controlled({ onRange }: { onRange: (r: ReturnType<typeof periodRange>) => void }) {
  const [value, setValue] = useState<PeriodValue>({ kind: 'quarter', month: '2026-11', quarter: '2026-Q4', from: '', to: '' });
  return (
    <PeriodPicker
      today={TODAY}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onRange(periodRange(v));
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
    it('should report the days typed and say when the end is before the start', async () => {
      const onRange = jest.fn();
      renderKit(<Controlled onRange={onRange} />, { locale: 'en' });
      await userEvent.click(screen.getByRole('radio', { name: 'Dates' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01072026');
      await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30062026');
      await userEvent.tab();
      expect(onRange).toHaveBeenLastCalledWith(null);
      expect(screen.getByText(/cannot be earlier than 01\.07\.2026/i)).toBeInTheDocument();
      await userEvent.clear(screen.getByRole('textbox', { name: 'To' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30092026');
      expect(onRange).toHaveBeenLastCalledWith({ from: '2026-07-01', to: '2026-09-30' });
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

describe('periodRange', () => {
  it('should give the days of a month, a quarter (leap February included) and nothing for an unfinished choice', () => {
    const base: PeriodValue = { kind: 'month', month: '2028-02', quarter: '2026-Q1', from: '', to: '' };
    expect(periodRange(base)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange({ ...base, kind: 'quarter' })).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange({ ...base, kind: 'quarter', quarter: '2026-Q4' })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange({ ...base, kind: 'range', from: '31.02.2026', to: '01.03.2026' })).toBeNull();
    expect(recentQuarters('2026-02-10', 3)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
  });
});
