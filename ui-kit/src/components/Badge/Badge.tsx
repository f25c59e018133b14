import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tintedBy } from '../../theme/fragments.ts';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour by meaning: `neutral` (archive), `info`, `success` (active), `warning` (awaiting), `danger` (debt). */
  variant?: BadgeVariant;
  /** An icon before the text (decorative: the text carries the meaning). */
  icon?: ReactNode;
  /** The text. */
  children: ReactNode;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--sb-space-1);
  max-width: 100%;
  padding: 2px var(--sb-space-2);
  border-radius: var(--sb-radii-pill);
  border: 1px solid transparent;
  font-size: var(--sb-fontSizes-sm);
  font-weight: var(--sb-fontWeights-medium);
  line-height: 1.4;
  /* one line as long as it fits; a long one ('Awaiting signature until 01.12.2026') wraps at 320 px */
  white-space: normal;
  &[data-variant='neutral'] {
    color: var(--sb-colors-text);
    background: var(--sb-colors-surfaceMuted);
    border-color: var(--sb-colors-border);
  }
  ${tintedBy('data-variant')}
  & > [aria-hidden] {
    display: inline-flex;
    flex: none;
  }
`;

/** A short status label; the base of OrderStatusBadge and the other status chips. */
export function Badge({ variant = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <Root data-variant={variant} {...rest}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </Root>
  );
}
