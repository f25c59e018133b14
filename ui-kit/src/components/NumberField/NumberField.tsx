import { useEffect, useState, type FocusEvent, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Minus, Plus } from 'lucide-react';
import { Field, splitFieldProps, type FieldChromeProps } from '../Field/Field.tsx';
import { Input } from '../TextField/TextField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useControllableState } from '../utils.ts';

export interface NumberFieldProps
  extends
    FieldChromeProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'type'> {
  /** The number (controlled); `null` when empty. */
  value?: number | null;
  /** The starting number (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the number as typed and with the clamped number on blur (react-hook-form's `field.onChange`). */
  onChange?: (value: number | null) => void;
  /** Same as `onChange`, by the kit's naming. */
  onValueChange?: (value: number | null) => void;
  /** The smallest allowed value; a smaller one becomes this on blur. */
  min?: number;
  /** The largest allowed value; a larger one becomes this on blur. */
  max?: number;
  /** The − and + step (default 1). */
  step?: number;
  /** Shows − and + buttons beside the input. */
  stepper?: boolean;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

const Row = styled.div`
  display: flex;
  gap: var(--sb-space-2);
  & > input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  & > button {
    border-color: var(--sb-colors-borderStrong);
  }
`;

/** Keeps a value inside [min, max]. */
export function clamp(value: number, min?: number, max?: number): number {
  let v = value;
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  return v;
}

function parse(text: string): number | null {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  if (cleaned === '' || cleaned === '-') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/**
 * A whole-number input (days, budget) that clamps to min/max when it loses focus; digits keyboard on phones. Say the
 * range in `hint` (e.g. 'from 7 to 365 days').
 */
export function NumberField({
  value,
  defaultValue = null,
  onChange,
  onValueChange,
  onBlur,
  min,
  max,
  step = 1,
  stepper = false,
  ref,
  disabled,
  ...props
}: NumberFieldProps) {
  const intl = useIntl();
  const [field, rest] = splitFieldProps(props);
  const [current, setCurrent] = useControllableState<number | null>(value, defaultValue, (v) => {
    onChange?.(v);
    onValueChange?.(v);
  });
  const [text, setText] = useState(current === null ? '' : String(current));
  useEffect(() => {
    if (parse(text) !== current) setText(current === null ? '' : String(current));
    // only an outside change of the value rewrites the text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  function commit(next: number | null) {
    setText(next === null ? '' : String(next));
    if (next !== current) setCurrent(next);
  }

  function handleBlur(e: FocusEvent<HTMLInputElement>) {
    const parsed = parse(text);
    commit(parsed === null ? null : clamp(Math.round(parsed), min, max));
    onBlur?.(e);
  }

  const input = (control: object) => (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value.replace(/[^\d-]/g, '');
        setText(next);
        const parsed = parse(next);
        if (parsed !== current) setCurrent(parsed);
      }}
      onBlur={handleBlur}
      {...control}
      {...rest}
    />
  );

  return (
    <Field {...field}>
      {(control) =>
        stepper ? (
          <Row>
            <IconButton
              variant="secondary"
              label={intl.formatMessage({ id: 'uikit.number.decrease' })}
              icon={<Minus size={18} />}
              disabled={disabled || (min !== undefined && current !== null && current <= min)}
              onClick={() => commit(clamp((current ?? min ?? 0) - step, min, max))}
            />
            {input(control)}
            <IconButton
              variant="secondary"
              label={intl.formatMessage({ id: 'uikit.number.increase' })}
              icon={<Plus size={18} />}
              disabled={disabled || (max !== undefined && current !== null && current >= max)}
              onClick={() => commit(clamp((current ?? (min !== undefined ? min - step : 0)) + step, min, max))}
            />
          </Row>
        ) : (
          input(control)
        )
      }
    </Field>
  );
}
