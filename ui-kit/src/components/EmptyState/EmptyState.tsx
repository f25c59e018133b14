import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** A large decorative icon or illustration. */
  icon?: ReactNode;
  /** What happened, in one short sentence ('You have no orders yet'). */
  title: ReactNode;
  /** What to do next. */
  description?: ReactNode;
  /** The one action (Book a box, Retry, Contact support). */
  action?: ReactNode;
  /** The title's heading level (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** More content under the description (e.g. the how-to-start steps). */
  children?: ReactNode;
  /** `danger` for a failed load (an error state rather than an empty one). */
  variant?: 'default' | 'danger';
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--sb-space-3);
  padding: var(--sb-space-10) var(--sb-space-4);
  text-align: center;
  & > [data-part='icon'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: var(--sb-colors-brandSoft);
    color: var(--sb-colors-brand);
  }
  &[data-variant='danger'] > [data-part='icon'] {
    background: var(--sb-colors-dangerSoft);
    color: var(--sb-colors-danger);
  }
  & > :is(h2, h3, h4) {
    font-size: var(--sb-fontSizes-lg);
    font-weight: var(--sb-fontWeights-semibold);
    line-height: var(--sb-lineHeights-tight);
  }
  & > p {
    max-width: 480px;
    color: var(--sb-colors-textMuted);
  }
  & > [data-part='action'] {
    margin-top: var(--sb-space-2);
  }
  & > [data-part='extra'] {
    text-align: left;
    max-width: 480px;
    width: 100%;
  }
`;

/** What a screen shows when there is nothing (or nothing could load): a sentence and one action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  children,
  variant = 'default',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root data-variant={variant} className={className}>
      {icon && (
        <span data-part="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading>{title}</Heading>
      {description && <p>{description}</p>}
      {children && <div data-part="extra">{children}</div>}
      {action && <div data-part="action">{action}</div>}
    </Root>
  );
}
