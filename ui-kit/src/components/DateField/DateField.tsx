import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { MaskedField, type MaskedFieldProps } from '../MaskedField/MaskedField.tsx';
import type { DateCheck } from '@sb/contracts';
import { useControllableState } from '../utils.ts';

/** The message ids DateField uses for its own check; a form may show the same ones. */
export const DATE_MESSAGE_IDS = {
  invalid: 'uikit.date.invalid',
  min: 'uikit.date.min',
  max: 'uikit.date.max',
} as const;

export type DateProblem = keyof typeof DATE_MESSAGE_IDS;

export interface DateFieldProps extends Omit<MaskedFieldProps, 'mask' | 'onComplete' | 'min' | 'max'> {
  /** The visible label. */
  label: ReactNode;
  /** The typed date `dd.mm.yyyy` (controlled); it survives a failed submit as typed. */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the typed text (react-hook-form's `field.onChange`). */
  onChange?: (text: string) => void;
  /**
   * The date check the screen decides (the contracts' `checkRuDate(text, { min, max })`): null when the text is
   * fine, else `invalid`, or `min`/`max` with the broken bound as the customer reads it. After blur the field shows
   * `uikit.date.invalid`, `uikit.date.min` or `uikit.date.max` for it. Without it the field checks nothing itself.
   */
  validate?: (text: string) => DateCheck | null;
  /** An error from the form; wins over the field's own check. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A date typed as `dd.mm.yyyy` with a mask, checked by the screen's `validate` (real date, bounds). */
export function DateField({
  value,
  defaultValue = '',
  onChange,
  onValueChange,
  validate,
  error,
  onBlur,
  placeholder,
  ...rest
}: DateFieldProps) {
  const intl = useIntl();
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [touched, setTouched] = useState(false);
  const check = validate?.(text) ?? null;
  const own = touched && check ? intl.formatMessage({ id: DATE_MESSAGE_IDS[check.problem] }, { date: check.date ?? '' }) : undefined;

  return (
    <MaskedField
      mask="date"
      value={text}
      placeholder={placeholder ?? intl.formatMessage({ id: 'uikit.date.placeholder' })}
      onChange={setText}
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
