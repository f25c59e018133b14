import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldChromeProps } from '../Field/Field.tsx';
import { inputStyles } from '../Field/inputStyles.ts';

export interface TextFieldProps extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Hides the label visually, keeps it for screen readers. */
  hideLabel?: boolean;
  /** The input element (works with react-hook-form's `register`). */
  ref?: Ref<HTMLInputElement>;
}

export const Input = styled.input`
  ${inputStyles}
`;

/** A labelled text input; spread `register('name')` from react-hook-form straight onto it. */
export function TextField({ ref, type = 'text', ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Input ref={ref} type={type} {...control} {...rest} />}</Field>;
}
