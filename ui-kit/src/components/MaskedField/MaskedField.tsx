import { useEffect, useMemo, useRef, type FocusEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import IMask, { type FactoryOpts, type InputMask } from 'imask';
import { Field } from '../Field/Field.tsx';
import { Input } from '../TextField/TextField.tsx';
import { mergeRefs } from '../utils.ts';
import { masks, maskInputHints, type MaskName } from './masks.ts';

export interface MaskedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue' | 'onChange'> {
  /** A named mask (`phone`, `code`, `passport`, `divisionCode`, `date`, `legacyLogin`) or any imask options. */
  mask: MaskName | FactoryOpts;
  /** The visible label. */
  label: ReactNode;
  /** Help under the field. */
  hint?: ReactNode;
  /** An already translated error message. */
  error?: string;
  /** Required (asterisk and `aria-required`). */
  required?: boolean;
  /** Hides the label visually. */
  hideLabel?: boolean;
  /** The masked string (controlled), e.g. `+7 (916) 123-45-67`. */
  value?: string;
  /** The starting masked string (uncontrolled). */
  defaultValue?: string;
  /** Called with the masked string on every accepted change: pass react-hook-form's `field.onChange`. */
  onChange?: (masked: string) => void;
  /** Called with the masked and the unmasked (raw) value. */
  onValueChange?: (masked: string, unmasked: string) => void;
  /** Called once the mask is filled completely. */
  onComplete?: (masked: string, unmasked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The input element (react-hook-form's `field.ref`, so it can focus the field on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that formats as you type (imask). Use with react-hook-form through `Controller`:
 * `render={({ field }) => <MaskedField mask="phone" label=... {...field} />}`; the form value is the masked string.
 */
export function MaskedField({
  mask,
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onComplete,
  ref,
  ...rest
}: MaskedFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const handlers = useRef({ onChange, onValueChange, onComplete });
  handlers.current = { onChange, onValueChange, onComplete };
  const options = typeof mask === 'string' ? masks[mask] : mask;
  const hints = typeof mask === 'string' ? maskInputHints[mask] : undefined;
  const initial = useRef(value ?? defaultValue ?? '');
  // one stable callback ref, so react-hook-form does not see the element detach and re-attach on every render
  const setRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    const m = IMask(el, options as FactoryOpts) as unknown as InputMask<FactoryOpts>;
    m.value = maskRef.current?.value ?? initial.current;
    m.on('accept', () => {
      handlers.current.onChange?.(m.value);
      handlers.current.onValueChange?.(m.value, m.unmaskedValue);
    });
    m.on('complete', () => handlers.current.onComplete?.(m.value, m.unmaskedValue));
    maskRef.current = m;
    return () => m.destroy();
    // a new mask object each render would rebuild the mask; named masks are stable constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typeof mask === 'string' ? mask : JSON.stringify(mask)]);

  useEffect(() => {
    const m = maskRef.current;
    if (m && value !== undefined && m.value !== value) m.value = value;
  }, [value]);

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} hideLabel={hideLabel} className={className}>
      {(control) => (
        <Input
          ref={setRef}
          type="text"
          inputMode={hints?.inputMode}
          autoComplete={hints?.autoComplete}
          defaultValue={initial.current}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
