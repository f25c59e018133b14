import { useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Eye, EyeOff } from 'lucide-react';
import { Field, splitFieldProps, type FieldChromeProps } from '../Field/Field.tsx';
import { Input } from '../TextField/TextField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface PasswordFieldProps extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
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

/** A password input with a show/hide toggle (`autoComplete` defaults to `current-password`); `hint` holds the password rules. */
export function PasswordField({ ref, defaultVisible = false, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
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
