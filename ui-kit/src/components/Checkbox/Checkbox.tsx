import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { FieldErrorText, FieldHint } from '../Field/Field.tsx';
import { choiceStyles } from '../Field/choiceStyles.ts';
import { idList } from '../utils.ts';

export interface CheckboxProps {
  /** The label beside the box; may hold links (consents). */
  label: ReactNode;
  /** Help under the label. */
  hint?: ReactNode;
  /** An already translated error message (e.g. 'consent is required'). */
  error?: string;
  /** Checked (controlled). */
  checked?: boolean;
  /** Initially checked (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Blocks changes. */
  disabled?: boolean;
  /** Required (`aria-required`). */
  required?: boolean;
  /** The form field name (submitted as `value` when checked). */
  name?: string;
  /** Value sent with the form when checked. */
  value?: string;
  id?: string;
  onBlur?: () => void;
  /** The checkbox (react-hook-form's `field.ref`: it focuses it on a failed submit). */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

const Root = styled.div`
  display: grid;
  /* the 44 px hit area overflows the 22 px column into the gap */
  grid-template-columns: 22px 1fr;
  column-gap: var(--sb-space-3);
  align-items: start;
`;

const Box = styled(RadixCheckbox.Root)`
  ${choiceStyles}
  margin: -10px 0 -10px -11px;
  &::before {
    border-radius: 4px;
    transition: background-color var(--sb-motion-fast) var(--sb-motion-easing);
  }
  &[data-state='checked']::before {
    background: var(--sb-colors-brand);
    border-color: var(--sb-colors-brand);
  }
  &[aria-invalid='true']::before {
    border-color: var(--sb-colors-danger);
  }
  & > [data-part='check'] {
    position: absolute;
    inset: 11px;
    display: flex;
    align-items: center;
    justify-content: center;
    color: var(--sb-colors-textInverse);
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled::before {
    opacity: 0.55;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  padding-top: 1px;
  & > label {
    cursor: pointer;
  }
`;

/**
 * A checkbox with its label, on Radix's checkbox (its role, Space to toggle, and a hidden input that carries the value
 * in a form); controlled with `checked`/`onCheckedChange` or uncontrolled.
 */
export function Checkbox({ label, hint, error, id, className, onCheckedChange, required, ref, ...rest }: CheckboxProps) {
  const auto = useId();
  const boxId = id ?? `checkbox-${auto}`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <Root className={className}>
      <Box
        ref={ref}
        id={boxId}
        aria-describedby={idList(errorId, hintId)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        required={required}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        {...rest}
      >
        <RadixCheckbox.Indicator data-part="check">
          <Check size={16} strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </Box>
      <Text>
        <label htmlFor={boxId}>{label}</label>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      </Text>
    </Root>
  );
}
