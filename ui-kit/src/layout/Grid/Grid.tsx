import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { StackGap } from '../Stack/Stack.tsx';

/** The narrowest a cell may get: `tile` 168 px (size cards, small choices), `card` 300 px (order and document cards). */
export type GridCell = 'tile' | 'card';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The narrowest a cell may get before the row wraps; a cell is never wider than the screen. */
  cell?: GridCell;
  /** Space between cells, a step of the 4 px grid (4 = 16 px). */
  gap?: StackGap;
  /** The element: `ul`/`ol` for a list of cards (its children are `li`). */
  as?: 'div' | 'ul' | 'ol';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const gaps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12].map((g) => `&[data-gap='${g}'] { gap: var(--sb-space-${g}); }`).join('\n');

const Root = styled.div`
  --sb-grid-cell: 300px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--sb-grid-cell), 100%), 1fr));
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-cell='tile'] {
    --sb-grid-cell: 168px;
  }
  ${gaps}
`;

/** Equal cells that fill the row and wrap (a list of cards, a choice of sizes): as many columns as fit, one on phones. */
export function Grid({ cell = 'card', gap = 4, as = 'div', ref, ...rest }: GridProps) {
  return <Root as={as} ref={ref as Ref<HTMLDivElement>} data-cell={cell} data-gap={gap} {...rest} />;
}
