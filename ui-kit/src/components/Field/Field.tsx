import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CircleAlert } from 'lucide-react';
import { idList } from '../utils.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

/** What `Field` hands to its control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The props a labelled control hands on to its `Field` as they are. */
export interface FieldChromeProps {
  /** The visible label; the control is found by it (`getByLabelText`). */
  label: ReactNode;
  /** A line of help under the control, read after the label. */
  hint?: ReactNode;
  /** An already translated error message; when set the control is marked invalid. */
  error?: string;
  /** Marks the control required (asterisk for sight, `aria-required` for screen readers). */
  required?: boolean;
}

export interface FieldProps extends FieldChromeProps {
  /** The control's id; generated when omitted. */
  id?: string;
  /** Hides the label visually but keeps it for assistive technology (e.g. a search box with a visible button). */
  hideLabel?: boolean;
  /** Extra ids to add to aria-describedby (e.g. a counter). */
  describedBy?: string;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: var(--sb-fontSizes-sm);
  font-weight: var(--sb-fontWeights-medium);
  color: var(--sb-colors-text);
  &[data-hidden='true'] {
    ${visuallyHidden}
  }
  & [data-part='required'] {
    color: var(--sb-colors-danger);
    margin-left: 2px;
  }
`;

export const FieldHint = styled.p`
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-textMuted);
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-1);
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-danger);
  & svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** An error message under a control, with its icon. */
export function FieldErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <FieldError id={id}>
      <CircleAlert size={16} aria-hidden="true" />
      {children}
    </FieldError>
  );
}

/** Splits a control's props into its Field's (label, hint, error, required, id, hideLabel, className) and its own. */
export function splitFieldProps<P extends FieldChromeProps & { id?: string; hideLabel?: boolean; className?: string }>({
  label,
  hint,
  error,
  required,
  id,
  hideLabel,
  className,
  ...own
}: P) {
  return [{ label, hint, error, required, id, hideLabel, className }, own] as const;
}

/** Label, hint and error around one form control, tied by ids (`aria-describedby`, `aria-invalid`). */
export function Field({ label, hint, error, required, id, hideLabel, describedBy, children, className }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <FieldRoot className={className} data-invalid={error ? 'true' : undefined}>
      <FieldLabel htmlFor={controlId} data-hidden={hideLabel ? 'true' : undefined}>
        {label}
        {required && (
          <span data-part="required" aria-hidden="true">
            *
          </span>
        )}
      </FieldLabel>
      {children({
        id: controlId,
        'aria-describedby': idList(errorId, hintId, describedBy),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldRoot>
  );
}
