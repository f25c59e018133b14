// Parts several domain components are built from (not exported from the package).
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { progressTrack } from '../theme/fragments.ts';

export interface TitledBlockProps {
  /** A heading above the list; none when absent. */
  title?: string;
  /** The heading level (default 2). */
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

const Block = styled.div`
  & h2,
  & h3 {
    margin: 0 0 var(--sb-space-3);
    font-size: var(--sb-fontSizes-lg);
  }
`;

/** A block of a warehouse's page: its optional title, then what it lists. */
export function TitledBlock({ title, headingLevel = 2, ref, className, children }: TitledBlockProps & { children: ReactNode }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Block ref={ref} className={className}>
      {title && <Heading>{title}</Heading>}
      {children}
    </Block>
  );
}

const Track = styled.div`
  ${progressTrack}
`;

export interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** How far, in words (read instead of the bare percentage). */
  valueText: string;
  /** The fill, drawn by the part that shows the bar. */
  children: ReactNode;
}

/** A progress bar of 0 to 100 % whose fill its owner draws. */
export function ProgressBar({ label, percent, valueText, children }: ProgressBarProps) {
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      {children}
    </Track>
  );
}
