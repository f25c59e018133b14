import type { CSSProperties, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** `text` a line of text (1em tall), `rect` a block (a card, a photo), `circle` an avatar or icon. */
  variant?: SkeletonVariant;
  /** CSS width (number = px); `text` defaults to 100%. */
  width?: number | string;
  /** CSS height (number = px). */
  height?: number | string;
  /** For `text`: how many lines; the last is shorter. */
  lines?: number;
  className?: string;
}

const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.55; }`;

const Bone = styled.span`
  display: block;
  background: var(--sb-colors-border);
  border-radius: var(--sb-radii-control);
  animation: ${pulse} 1.4s ease-in-out infinite;
  &[data-variant='text'] {
    height: 1em;
    margin: 0.25em 0;
    border-radius: 4px;
  }
  &[data-variant='circle'] {
    border-radius: 50%;
  }
`;

const Lines = styled.span`
  display: block;
  & > span:last-child:not(:first-child) {
    width: 60%;
  }
`;

function size(v: number | string | undefined): string | undefined {
  return typeof v === 'number' ? `${v}px` : v;
}

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width: size(width) ?? (variant === 'text' ? '100%' : undefined), height: size(height) };
  if (variant === 'circle' && width !== undefined && height === undefined) style.height = size(width);
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} style={{ width: style.width }}>
        {Array.from({ length: lines }, (_, i) => (
          <Bone key={i} data-variant="text" style={{ height: style.height }} />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden="true" data-variant={variant} className={className} style={style} />;
}

export interface SkeletonGroupProps {
  /** The skeletons, laid out like the content. */
  children: ReactNode;
  /** What is loading, for screen readers (defaults to 'Loading…'). */
  label?: string;
  className?: string;
}

/** Wraps skeletons in one status region that says 'Loading…' once. */
export function SkeletonGroup({ children, label, className }: SkeletonGroupProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'uikit.loading' })}</VisuallyHidden>
      {children}
    </div>
  );
}
