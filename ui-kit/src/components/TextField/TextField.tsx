import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Field } from '../Field/Field.tsx';
import { inputStyles } from '../Field/inputStyles.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label. */
  label: ReactNode;
  /** Help under the field. */
  hint?: ReactNode;
  /** An already translated error message; marks the field invalid. */
  error?: string;
  /** Required (asterisk and `aria-required`; validation stays with the form). */
  required?: boolean;
  /** Hides the label visually, keeps it for screen readers. */
  hideLabel?: boolean;
  /** The input element (works with react-hook-form's `register`). */
  ref?: Ref<HTMLInputElement>;
}

export const Input = styled.input`
  ${inputStyles}
`;

/** A labelled text input; spread `register('name')` from react-hook-form straight onto it. */
export function TextField({ label, hint, error, required, hideLabel, id, className, ref, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} hideLabel={hideLabel} className={className}>
      {(control) => <Input ref={ref} type={type} {...control} {...rest} />}
    </Field>
  );
}
