import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { StackGap } from '../Stack/Stack.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; the section is named by it (a region a screen reader lists). */
  title: ReactNode;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The heading's id; generated when omitted (give one when a link or a test points at it). */
  headingId?: string;
  /** Content at the right of the heading (a count, a link). */
  aside?: ReactNode;
  /** Keeps the heading for screen readers only (the tabs above already say it on phones). */
  hideTitle?: boolean;
  /** A rule above the section, to part it from the one before (two forms on one page). */
  divided?: boolean;
  /** Space between the heading and the blocks under it, a step of the 4 px grid (default 3 = 12 px). */
  gap?: StackGap;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const gaps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12].map((g) => `&[data-gap='${g}'] { gap: var(--sb-space-${g}); }`).join('\n');

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${gaps}
  &[data-divided='true'] {
    padding-top: var(--sb-space-4);
    border-top: 1px solid var(--sb-colors-border);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: var(--sb-space-2) var(--sb-space-3);
  & > :is(h2, h3, h4) {
    margin: 0;
    min-width: 0;
    font-size: var(--sb-fontSizes-lg);
    line-height: var(--sb-lineHeights-tight);
    font-weight: var(--sb-fontWeights-semibold);
    overflow-wrap: anywhere;
  }
  & > h4 {
    font-size: var(--sb-fontSizes-md);
  }
  &[data-hidden='true'] {
    ${visuallyHidden}
  }
`;

/** A titled part of a screen without a card surface (a list under its heading, a form among others). */
export function Section({
  title,
  headingLevel = 2,
  headingId,
  aside,
  hideTitle = false,
  divided = false,
  gap = 3,
  children,
  ref,
  ...rest
}: SectionProps) {
  const auto = `section-${useId()}`;
  const id = headingId ?? auto;
  const Heading = `h${headingLevel}` as const;
  return (
    <Root ref={ref} aria-labelledby={id} data-gap={gap} data-divided={divided || undefined} {...rest}>
      <Head data-hidden={hideTitle || undefined}>
        <Heading id={id}>{title}</Heading>
        {aside}
      </Head>
      {children}
    </Root>
  );
}
