import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { DateCheck } from '@sb/contracts';
import { Fieldset } from '../../components/Fieldset/Fieldset.tsx';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { DateField } from '../../components/DateField/DateField.tsx';
import { useControllableState } from '../../components/utils.ts';
import { currentPeriod, recentMonths, recentQuarters, type PeriodValue } from './period.ts';

export interface PeriodPickerProps {
  /** Today (ISO `yyyy-MM-dd`, the screen's clock): the newest month and quarter offered, the latest date allowed. */
  today: string;
  /** The choice (controlled). */
  value?: PeriodValue;
  /** The starting choice (uncontrolled); the current quarter by default. */
  defaultValue?: PeriodValue;
  /** Called with every change of the choice; the screen turns it into days (null while incomplete). */
  onValueChange?: (value: PeriodValue) => void;
  /**
   * The check of a typed date the screen decides (the contracts' `checkRuDate(text, { min, max: today })`): `min`
   * is the start typed in 'from' for the 'to' field, else null. Without it the fields check nothing themselves.
   */
  validateDate?: (text: string, min: string | null) => DateCheck | null;
  /** Blocks every field (while a download is running). */
  disabled?: boolean;
  className?: string;
}

const Root = styled(Fieldset)`
  & > [data-part='range'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: var(--sb-space-3);
  }
`;

/** The accountant's period: a month, a quarter or two dates (from, to), each in the customer's language. */
export function PeriodPicker({ today, value, defaultValue, onValueChange, validateDate, disabled = false, className }: PeriodPickerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.period.${id}` }, values);
  const [choice, setChoice] = useControllableState(value, defaultValue ?? currentPeriod(today), onValueChange);
  const change = (patch: Partial<PeriodValue>) => setChoice({ ...choice, ...patch });
  const monthName = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const text = intl.formatDate(Date.UTC(y, m - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const quarterName = (quarter: string) => {
    const [y, q] = quarter.split('-Q') as [string, string];
    return t('quarterName', { quarter: Number(q), year: y });
  };
  const check = (text: string, min: string | null) => (text && validateDate ? validateDate(text, min) : null);
  return (
    <Root className={className} data-kind={choice.kind} disabled={disabled} legend={t('legend')}>
      <RadioGroup
        label={t('kind')}
        hideLabel
        orientation="horizontal"
        value={choice.kind}
        onValueChange={(kind) => change({ kind: kind as PeriodValue['kind'] })}
        disabled={disabled}
        options={[
          { value: 'month', label: t('month') },
          { value: 'quarter', label: t('quarter') },
          { value: 'range', label: t('range') },
        ]}
      />
      {choice.kind === 'month' ? (
        <Select
          label={t('month')}
          value={choice.month}
          disabled={disabled}
          onValueChange={(month) => change({ month })}
          options={recentMonths(today).map((m) => ({ value: m, label: monthName(m) }))}
        />
      ) : null}
      {choice.kind === 'quarter' ? (
        <Select
          label={t('quarter')}
          value={choice.quarter}
          disabled={disabled}
          onValueChange={(quarter) => change({ quarter })}
          options={recentQuarters(today).map((q) => ({ value: q, label: quarterName(q) }))}
        />
      ) : null}
      {choice.kind === 'range' ? (
        <div data-part="range">
          <DateField
            label={t('from')}
            value={choice.from}
            disabled={disabled}
            onChange={(from) => change({ from })}
            validate={(x) => check(x, null)}
          />
          <DateField
            label={t('to')}
            value={choice.to}
            disabled={disabled}
            onChange={(to) => change({ to })}
            validate={(x) => check(x, /^\d{2}\.\d{2}\.\d{4}$/.test(choice.from) ? choice.from : null)}
          />
        </div>
      ) : null}
    </Root>
  );
}
