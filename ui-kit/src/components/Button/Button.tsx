import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner/Spinner.tsx';

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
  ref?: Ref<HTMLButtonElement>;
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--sb-space-2);
  min-height: 44px;
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
  &[data-variant='primary']:hover:not(:disabled) {
    background: var(--sb-colors-accentHover);
  }
  &[data-variant='secondary'] {
    background: var(--sb-colors-surface);
    color: var(--sb-colors-brand);
    border-color: var(--sb-colors-brand);
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: var(--sb-colors-brandSoft);
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: var(--sb-colors-brand);
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    background: var(--sb-colors-brandSoft);
  }
  &[data-variant='danger'] {
    background: var(--sb-colors-danger);
    color: var(--sb-colors-textInverse);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-loading='true'] {
    cursor: progress;
    opacity: 1;
  }
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
  type = 'button',
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  return (
    <Root
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      data-loading={loading}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} label={intl.formatMessage({ id: 'uikit.loading' })} decorative /> : icon}
      {children}
    </Root>
  );
}
