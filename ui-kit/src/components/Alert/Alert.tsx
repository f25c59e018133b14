import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { tintedBy } from '../../theme/fragments.ts';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Colour and icon: `info`, `success`, `warning`, `danger`. */
  variant?: AlertVariant;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** One action (a Button or Link) under the message, e.g. Retry. */
  action?: ReactNode;
  /** Shows a close button and calls this when pressed. */
  onDismiss?: () => void;
  /**
   * How it is announced: `alert` interrupts (default for danger), `status` waits politely (default otherwise),
   * `none` for a message that is part of the page from the start and needs no announcement.
   */
  live?: 'alert' | 'status' | 'none';
}

export const AlertRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-3);
  padding: var(--sb-space-3) var(--sb-space-4);
  border: 1px solid currentColor;
  border-left-width: 4px;
  border-radius: var(--sb-radii-control);
  ${tintedBy('data-variant')}
  &[data-layout='banner'] {
    border-width: 0 0 1px;
    border-radius: 0;
    padding: var(--sb-space-3) var(--sb-space-6);
  }
  & > svg {
    flex: none;
    margin-top: 2px;
  }
  & > button {
    margin: -10px -12px -10px 0;
    color: inherit;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  color: var(--sb-colors-text);
  & > strong {
    font-weight: var(--sb-fontWeights-semibold);
  }
  & > [data-part='action'] {
    margin-top: var(--sb-space-2);
  }
`;

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

/** A message in a box: what happened, in the colour of its weight, with at most one action. */
export function Alert({ variant = 'info', title, children, action, onDismiss, live, ...rest }: AlertProps & { 'data-layout'?: string }) {
  const intl = useIntl();
  const Icon = icons[variant];
  const announced = live ?? (variant === 'danger' ? 'alert' : 'status');
  const role = announced === 'none' ? undefined : announced;
  return (
    <AlertRoot role={role} data-variant={variant} {...rest}>
      <Icon size={20} aria-hidden="true" />
      <Content>
        {title && <strong>{title}</strong>}
        {children && <div>{children}</div>}
        {action && <div data-part="action">{action}</div>}
      </Content>
      {onDismiss && <IconButton label={intl.formatMessage({ id: 'uikit.close' })} icon={<X size={18} />} onClick={onDismiss} />}
    </AlertRoot>
  );
}
