import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Eye, EyeOff } from 'lucide-react';
import { Field } from '../Field/Field.tsx';
import { Input } from '../TextField/TextField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** The visible label. */
  label: ReactNode;
  /** Help under the field (e.g. the password rules). */
  hint?: ReactNode;
  /** An already translated error message. */
  error?: string;
  /** Required (asterisk and `aria-required`). */
  required?: boolean;
  /** Starts with the password visible. */
  defaultVisible?: boolean;
  /** The input element (works with react-hook-form's `register`). */
  ref?: Ref<HTMLInputElement>;
}

const Wrap = styled.div`
  position: relative;
  & > input {
    padding-right: 48px;
  }
  & > button {
    position: absolute;
    top: 0;
    right: 0;
  }
`;

/** A password input with a show/hide toggle (`autoComplete` defaults to `current-password`). */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  defaultVisible = false,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <Wrap>
          <Input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            {...control}
            {...rest}
          />
          <IconButton
            label={intl.formatMessage({ id: visible ? 'uikit.password.hide' : 'uikit.password.show' })}
            icon={visible ? <EyeOff size={20} /> : <Eye size={20} />}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
            disabled={rest.disabled}
          />
        </Wrap>
      )}
    </Field>
  );
}
