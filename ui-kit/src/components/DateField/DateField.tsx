import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { MaskedField, type MaskedFieldProps } from '../MaskedField/MaskedField.tsx';
import { useControllableState } from '../utils.ts';
import { DATE_MESSAGE_IDS, checkRuDate, formatRuDate, parseRuDate } from './dates.ts';

export interface DateFieldProps extends Omit<MaskedFieldProps, 'mask' | 'onComplete' | 'min' | 'max'> {
  /** The visible label. */
  label: ReactNode;
  /** The typed date `dd.mm.yyyy` (controlled); it survives a failed submit as typed. */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the typed text (react-hook-form's `field.onChange`). */
  onChange?: (text: string) => void;
  /** Called with the ISO date `yyyy-mm-dd` once the text is a real date inside min/max, else null. */
  onDateChange?: (iso: string | null) => void;
  /** The earliest allowed date, ISO `yyyy-mm-dd`. */
  min?: string;
  /** The latest allowed date, ISO `yyyy-mm-dd`. */
  max?: string;
  /**
   * An error from the form; wins over the field's own check. Without it the field checks the date itself
   * after blur and shows `uikit.date.invalid`, `uikit.date.min` or `uikit.date.max`.
   */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A date typed as `dd.mm.yyyy` with a mask, checked against min and max. */
export function DateField({
  value,
  defaultValue = '',
  onChange,
  onDateChange,
  onValueChange,
  min,
  max,
  error,
  onBlur,
  placeholder,
  ...rest
}: DateFieldProps) {
  const intl = useIntl();
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [touched, setTouched] = useState(false);
  const problem = checkRuDate(text, { min, max });
  const own =
    touched && problem
      ? intl.formatMessage({ id: DATE_MESSAGE_IDS[problem] }, { date: formatRuDate(problem === 'min' ? (min ?? '') : (max ?? '')) })
      : undefined;

  return (
    <MaskedField
      mask="date"
      value={text}
      placeholder={placeholder ?? intl.formatMessage({ id: 'uikit.date.placeholder' })}
      onChange={(next) => {
        setText(next);
        const iso = parseRuDate(next);
        onDateChange?.(iso && !checkRuDate(next, { min, max }) ? iso : null);
      }}
      onValueChange={onValueChange}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        onBlur?.(e);
      }}
      error={error ?? own}
      {...rest}
    />
  );
}
