import { useId, type FieldsetHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { CircleAlert } from 'lucide-react';
import { idList } from '../utils.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';
import { FieldError, FieldHint } from '../Field/Field.tsx';
import type { StackGap } from '../../layout/Stack/Stack.tsx';

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'title'> {
  /** The group's name, read before each control in it. */
  legend: ReactNode;
  /** `md` (default) a block's title (semibold); `sm` a filter's label (small, like a field's label). */
  legendSize?: 'sm' | 'md';
  /** Hides the legend visually but keeps it for assistive technology. */
  hideLegend?: boolean;
  /** A line of help under the controls, read with the group. */
  hint?: ReactNode;
  /** An already translated error of the group as a whole; read with the group and marked for sight. */
  error?: string;
  /** Space between the controls, a step of the 4 px grid (default 3 = 12 px). */
  gap?: StackGap;
  children?: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

const gaps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12].map((g) => `&[data-gap='${g}'] { gap: var(--sb-space-${g}); }`).join('\n');

const Root = styled.fieldset`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${gaps}
  & > legend {
    padding: 0;
    margin-bottom: var(--sb-space-2);
    font-weight: var(--sb-fontWeights-semibold);
  }
  &[data-legend-size='sm'] > legend {
    font-size: var(--sb-fontSizes-sm);
    font-weight: var(--sb-fontWeights-medium);
  }
  & > legend[data-hidden='true'] {
    ${visuallyHidden}
  }
`;

/** A group of controls under one legend (a choice, a period, a list of phones), with its hint and error tied to it. */
export function Fieldset({
  legend,
  legendSize = 'md',
  hideLegend = false,
  hint,
  error,
  gap = 3,
  children,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: FieldsetProps) {
  const id = `fieldset-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Root
      ref={ref}
      data-gap={gap}
      data-legend-size={legendSize}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={idList(errorId, hintId, describedBy)}
      {...rest}
    >
      <legend data-hidden={hideLegend || undefined}>{legend}</legend>
      {children}
      {hint ? (
        <FieldHint id={hintId} data-part="hint">
          {hint}
        </FieldHint>
      ) : null}
      {error ? (
        <FieldError id={errorId} data-part="error">
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </FieldError>
      ) : null}
    </Root>
  );
}
