import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Check, CircleAlert } from 'lucide-react';
import { FieldError, FieldHint } from '../Field/Field.tsx';
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
  /** The checkbox input (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

const Root = styled.div`
  display: grid;
  /* the 44 px hit area overflows the 22 px column into the gap */
  grid-template-columns: 22px 1fr;
  column-gap: var(--sb-space-3);
  align-items: start;
`;

const Box = styled.span`
  /* a 44 px hit area (the input itself, transparent) around the 22 px box drawn after it */
  position: relative;
  width: 44px;
  height: 44px;
  margin: -10px 0 -10px -11px;
  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & > span {
    position: absolute;
    inset: 11px;
    display: flex;
    align-items: center;
    justify-content: center;
    border: 2px solid var(--sb-colors-borderStrong);
    border-radius: 4px;
    background: var(--sb-colors-surface);
    color: var(--sb-colors-textInverse);
    pointer-events: none;
    transition: background-color var(--sb-motion-fast) var(--sb-motion-easing);
  }
  & > input:not(:checked) + span > svg {
    visibility: hidden;
  }
  & > input:checked + span {
    background: var(--sb-colors-brand);
    border-color: var(--sb-colors-brand);
  }
  & > input[aria-invalid='true'] + span {
    border-color: var(--sb-colors-danger);
  }
  & > input:focus-visible + span {
    box-shadow: var(--sb-focus-ring);
  }
  & > input:disabled {
    cursor: not-allowed;
  }
  & > input:disabled + span {
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
 * A checkbox with its label: a native checkbox (its role, keyboard and form value are the browser's) under a drawn
 * box; controlled with `checked`/`onCheckedChange` or uncontrolled.
 */
export function Checkbox({ label, hint, error, id, className, onCheckedChange, required, ref, ...rest }: CheckboxProps) {
  const auto = useId();
  const boxId = id ?? `checkbox-${auto}`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <Root className={className}>
      <Box>
        <input
          type="checkbox"
          ref={ref}
          id={boxId}
          aria-describedby={idList(errorId, hintId)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
          {...rest}
        />
        <span aria-hidden="true">
          <Check size={16} strokeWidth={3} />
        </span>
      </Box>
      <Text>
        <label htmlFor={boxId}>{label}</label>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        {error && (
          <FieldError id={errorId}>
            <CircleAlert size={16} aria-hidden="true" />
            {error}
          </FieldError>
        )}
      </Text>
    </Root>
  );
}
