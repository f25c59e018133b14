import { useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { tapTarget } from '../../theme/fragments.ts';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner/Spinner.tsx';
import { idList } from '../utils.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` is the one main action of a screen (accent colour). */
  variant?: ButtonVariant;
  /** Height: `sm` 36 px, `md` 44 px (the touch target), `lg` 52 px. */
  size?: ButtonSize;
  /** Shows a spinner inside the button, keeps its width and blocks clicks; announced as busy. */
  loading?: boolean;
  /** Stretches to the container's width (the phone layout's bottom action). */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /**
   * Why the action waits (offline, a debt, ...): when set the button is disabled for use but stays focusable
   * (`aria-disabled`), and shows this text under it as its description, so a keyboard or screen reader user who
   * reaches it hears why.
   */
  disabledReason?: string | null;
  ref?: Ref<HTMLButtonElement>;
}

const Root = styled.button`
  ${tapTarget}
  justify-content: center;
  padding: 0 var(--sb-space-5);
  border: 1px solid transparent;
  border-radius: var(--sb-radii-control);
  font-weight: var(--sb-fontWeights-semibold);
  font-size: var(--sb-fontSizes-md);
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color var(--sb-motion-fast) var(--sb-motion-easing),
    border-color var(--sb-motion-fast);
  &[data-size='sm'] {
    min-height: 36px;
    padding: 0 var(--sb-space-3);
    font-size: var(--sb-fontSizes-sm);
  }
  &[data-size='lg'] {
    min-height: 52px;
    padding: 0 var(--sb-space-6);
  }
  &[data-full-width='true'] {
    width: 100%;
  }
  &[data-variant='primary'] {
    background: var(--sb-colors-accent);
    color: var(--sb-colors-textInverse);
  }
  &[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) {
    background: var(--sb-colors-accentHover);
  }
  &[data-variant='secondary'] {
    background: var(--sb-colors-surface);
    color: var(--sb-colors-brand);
    border-color: var(--sb-colors-brand);
  }
  &[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) {
    background: var(--sb-colors-brandSoft);
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: var(--sb-colors-brand);
  }
  &[data-variant='ghost']:hover:not(:disabled, [aria-disabled='true']) {
    background: var(--sb-colors-brandSoft);
  }
  &[data-variant='danger'] {
    background: var(--sb-colors-danger);
    color: var(--sb-colors-textInverse);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-loading='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

/**
 * The reason, after the button as its sibling: on a line of its own in a wrapping row, under it in a column. A sibling
 * rather than a wrapper, so the button keeps its place in its parent's layout and stays mounted (and focused) when the
 * reason comes and goes.
 */
const Reason = styled.span`
  display: block;
  flex-basis: 100%;
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-textMuted);
  overflow-wrap: anywhere;
`;

/** The one button of the product: every action, with a spinner only inside the button that was pressed. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  children,
  disabled,
  disabledReason,
  type = 'button',
  onClick,
  'aria-describedby': describedBy,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  const reasonId = `button-reason-${useId()}`;
  const waits = Boolean(disabledReason);
  const button = (
    <Root
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      data-loading={loading}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-disabled={(waits && !disabled && !loading) || undefined}
      aria-describedby={idList(describedBy, waits && reasonId)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // aria-disabled keeps the button in the tab order, so its click (and a form's submit) is stopped here
        if (waits) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={16} label={intl.formatMessage({ id: 'uikit.loading' })} decorative /> : icon}
      {children}
    </Root>
  );
  return (
    <>
      {button}
      {waits ? <Reason id={reasonId}>{disabledReason}</Reason> : null}
    </>
  );
}
