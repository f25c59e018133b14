import type { Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { Field, splitFieldProps, type FieldChromeProps } from '../Field/Field.tsx';
import { inputStyles } from '../Field/inputStyles.ts';

export interface SelectOption {
  /** The value reported when chosen (non-empty). */
  value: string;
  /** The text shown. */
  label: string;
  /** Cannot be chosen. */
  disabled?: boolean;
}

export interface SelectProps extends FieldChromeProps {
  /** The options. */
  options: SelectOption[];
  /** The chosen value (controlled); '' for none. */
  value?: string;
  /** The value chosen first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen (defaults to 'Choose'). */
  placeholder?: string;
  /** Blocks the field. */
  disabled?: boolean;
  /** The form field name (a hidden native select carries the value in a form). */
  name?: string;
  id?: string;
  onBlur?: () => void;
  /** The trigger button (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

const Trigger = styled(RadixSelect.Trigger)`
  ${inputStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sb-space-2);
  text-align: left;
  cursor: pointer;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > span:first-child {
    color: var(--sb-colors-textMuted);
  }
  & > svg {
    flex: none;
    color: var(--sb-colors-textMuted);
  }
`;

const Content = styled(RadixSelect.Content)`
  z-index: 150;
  min-width: var(--radix-select-trigger-width);
  max-height: min(var(--radix-select-content-available-height), 360px);
  overflow: hidden;
  border: 1px solid var(--sb-colors-border);
  border-radius: var(--sb-radii-control);
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-dialog);
`;

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sb-space-2);
  min-height: 44px;
  padding: 0 var(--sb-space-3);
  border-radius: 6px;
  color: var(--sb-colors-text);
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: var(--sb-colors-brandSoft);
    color: var(--sb-colors-brand);
  }
  &[data-state='checked'] {
    font-weight: var(--sb-fontWeights-semibold);
  }
  &[data-disabled] {
    color: var(--sb-colors-textMuted);
    cursor: not-allowed;
  }
`;

/** A list to choose one value from (Radix Select): keyboard and screen-reader friendly, found by its label. */
export function Select(props: SelectProps) {
  const intl = useIntl();
  const [field, { options, value, defaultValue, onValueChange, placeholder, disabled, name, onBlur, ref }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          name={name}
          required={field.required}
        >
          <Trigger ref={ref} {...control} onBlur={onBlur}>
            <RadixSelect.Value placeholder={placeholder ?? intl.formatMessage({ id: 'uikit.select.placeholder' })} />
            <RadixSelect.Icon asChild>
              <ChevronDown size={20} aria-hidden="true" />
            </RadixSelect.Icon>
          </Trigger>
          <RadixSelect.Portal>
            <Content position="popper" sideOffset={4}>
              <RadixSelect.Viewport style={{ padding: 4 }}>
                {options.map((o) => (
                  <Item key={o.value} value={o.value} disabled={o.disabled}>
                    <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <Check size={16} aria-hidden="true" />
                    </RadixSelect.ItemIndicator>
                  </Item>
                ))}
              </RadixSelect.Viewport>
            </Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
