import { useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Field, splitFieldProps, type FieldChromeProps } from '../Field/Field.tsx';
import { inputStyles } from '../Field/inputStyles.ts';

export interface TextareaProps extends FieldChromeProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** With `maxLength`, shows 'N of max characters' under the field. */
  showCount?: boolean;
  /** The textarea element (works with react-hook-form's `register`). */
  ref?: Ref<HTMLTextAreaElement>;
}

const Area = styled.textarea`
  ${inputStyles}
  min-height: 120px;
  resize: vertical;
`;

const Count = styled.p`
  align-self: flex-end;
  font-size: var(--sb-fontSizes-xs);
  color: var(--sb-colors-textMuted);
  font-variant-numeric: tabular-nums;
`;

/** A labelled multi-line input (support requests, comments). */
export function Textarea({ ref, rows = 4, showCount = false, maxLength, onChange, ...props }: TextareaProps) {
  const intl = useIntl();
  const [field, rest] = splitFieldProps(props);
  const [length, setLength] = useState(String(rest.value ?? rest.defaultValue ?? '').length);
  const counted = showCount && maxLength !== undefined;
  const current = rest.value !== undefined ? String(rest.value).length : length;
  return (
    <Field {...field}>
      {(control) => (
        <>
          <Area
            ref={ref}
            rows={rows}
            maxLength={maxLength}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => {
              setLength(e.target.value.length);
              onChange?.(e);
            }}
            {...control}
            {...rest}
          />
          {counted && (
            <Count aria-live="polite">{intl.formatMessage({ id: 'uikit.textarea.count' }, { count: current, max: maxLength })}</Count>
          )}
        </>
      )}
    </Field>
  );
}
