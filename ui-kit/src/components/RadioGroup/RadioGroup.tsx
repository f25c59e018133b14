import { useId, useState, type ReactNode, type Ref } from 'react';
import * as RadixRadio from '@radix-ui/react-radio-group';
import styled from 'styled-components';
import { FieldErrorText, FieldHint } from '../Field/Field.tsx';
import { choiceStyles } from '../Field/choiceStyles.ts';
import { idList } from '../utils.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

export interface RadioOption {
  /** The value reported when chosen. */
  value: string;
  /** The option's text. */
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** Cannot be chosen. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer (the group's name). */
  label: ReactNode;
  /** The options. */
  options: RadioOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Help under the label. */
  hint?: ReactNode;
  /** An already translated error. */
  error?: string;
  /** Required (asterisk and `aria-required`). */
  required?: boolean;
  /** Blocks every option. */
  disabled?: boolean;
  /** The form field name. */
  name?: string;
  /** `vertical` (default) or `horizontal`. */
  orientation?: 'vertical' | 'horizontal';
  /** `cards`: each option in a bordered box (e.g. individual or legal entity). */
  variant?: 'default' | 'cards';
  /** Hides the group label visually. */
  hideLabel?: boolean;
  /** The group element (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  & > [data-part='label'] {
    font-size: var(--sb-fontSizes-sm);
    font-weight: var(--sb-fontWeights-medium);
  }
  & > [data-part='label'][data-hidden='true'] {
    ${visuallyHidden}
  }
  & [data-part='required'] {
    color: var(--sb-colors-danger);
    margin-left: 2px;
  }
`;

const Group = styled(RadixRadio.Root)`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: var(--sb-space-4);
  }
  &[data-variant='cards'] {
    gap: var(--sb-space-2);
  }
`;

const Option = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-1);
  & > label {
    padding-top: 10px;
    cursor: pointer;
    display: flex;
    flex-direction: column;
  }
  & > label > [data-part='description'] {
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-textMuted);
  }
  &[data-variant='cards'] {
    border: 1px solid var(--sb-colors-border);
    border-radius: var(--sb-radii-control);
    padding: var(--sb-space-1) var(--sb-space-3) var(--sb-space-2) var(--sb-space-1);
  }
  &[data-variant='cards'][data-checked='true'] {
    border-color: var(--sb-colors-brand);
    background: var(--sb-colors-brandSoft);
  }
  &[data-disabled='true'] > label {
    cursor: not-allowed;
    color: var(--sb-colors-textMuted);
  }
`;

const Item = styled(RadixRadio.Item)`
  ${choiceStyles}
  flex: none;
  margin: 0;
  &::before {
    border-radius: 50%;
  }
  &[data-state='checked']::before {
    border-color: var(--sb-colors-brand);
  }
  & > [data-part='dot'] {
    position: absolute;
    inset: 17px;
    border-radius: 50%;
    background: var(--sb-colors-brand);
  }
  /* the group carries aria-invalid (a radio has no such state) */
  &[data-invalid='true']::before {
    border-color: var(--sb-colors-danger);
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  &[data-disabled]::before {
    opacity: 0.55;
  }
`;

/**
 * One choice among a few visible options, on Radix's radio group (one tab stop, the arrow keys along the orientation,
 * Enter sends no form), controlled or uncontrolled.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  disabled,
  name,
  orientation = 'vertical',
  variant = 'default',
  hideLabel,
  ref,
  className,
}: RadioGroupProps) {
  const base = `radio-${useId()}`;
  const labelId = `${base}-label`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  // what is chosen, for the cards' look (Radix keeps the state itself)
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  return (
    <Root className={className}>
      <div id={labelId} data-part="label" data-hidden={hideLabel ? 'true' : undefined}>
        {label}
        {required && (
          <span data-part="required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Group
        ref={ref}
        value={current}
        onValueChange={(next: string) => {
          if (value === undefined) setOwn(next);
          onValueChange?.(next);
        }}
        disabled={disabled}
        required={required}
        name={name}
        orientation={orientation}
        loop
        data-orientation={orientation}
        aria-labelledby={labelId}
        aria-describedby={idList(errorId, hintId)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        data-variant={variant}
      >
        {options.map((o) => {
          const itemId = `${base}-${o.value}`;
          const itemDisabled = disabled || o.disabled;
          return (
            <Option
              key={o.value}
              data-variant={variant}
              data-checked={current === o.value ? 'true' : undefined}
              data-disabled={itemDisabled ? 'true' : undefined}
            >
              <Item id={itemId} value={o.value} disabled={o.disabled} data-invalid={error ? 'true' : undefined}>
                <RadixRadio.Indicator data-part="dot" />
              </Item>
              <label htmlFor={itemId}>
                <span>{o.label}</span>
                {o.description && <span data-part="description">{o.description}</span>}
              </label>
            </Option>
          );
        })}
      </Group>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </Root>
  );
}
