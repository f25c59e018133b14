import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens.ts';

export type StackGap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** `column` (default) or `row`; `responsive` is a column under 770 px and a row above. */
  direction?: 'column' | 'row' | 'responsive';
  /** Space between children, a step of the 4 px grid (4 = 16 px). */
  gap?: StackGap;
  /** Cross-axis alignment. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Lets row items wrap. */
  wrap?: boolean;
  /** The element. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form';
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const gaps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12].map((g) => `&[data-gap='${g}'] { gap: var(--sb-space-${g}); }`).join('\n');

/** One rule a value of a data attribute: `&[data-align='start'] { align-items: flex-start; }`. */
const byAttribute = (attribute: string, property: string, values: Record<string, string>) =>
  Object.entries(values)
    .map(([value, css]) => `&[data-${attribute}='${value}'] { ${property}: ${css}; }`)
    .join('\n');

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-direction='row'] {
    flex-direction: row;
  }
  ${media.desktop} {
    &[data-direction='responsive'] {
      flex-direction: row;
    }
  }
  &[data-wrap='true'] {
    flex-wrap: wrap;
  }
  ${byAttribute('align', 'align-items', { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' })}
  ${byAttribute('justify', 'justify-content', { center: 'center', end: 'flex-end', between: 'space-between' })}
  ${gaps}
`;

/** Lays children out in a column or a row with a token gap: the only layout glue screens need. */
export function Stack({ direction = 'column', gap = 4, align, justify, wrap = false, as = 'div', ref, ...rest }: StackProps) {
  return (
    <Root
      as={as}
      ref={ref}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
      {...rest}
    />
  );
}
