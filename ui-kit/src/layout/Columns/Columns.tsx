import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens.ts';

/** How the width is shared on desktop: `1:1` halves, `3:2` and `2:3` a wider side, `sidebar` 300 px then the rest. */
export type ColumnsSplit = '1:1' | '3:2' | '2:3' | 'sidebar';

export interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /** How the two columns share the width from 770 px; below it they stack in source order. */
  split?: ColumnsSplit;
  /** Shows the first child on the right on desktop (it still comes first on phones and for a screen reader). */
  firstOnRight?: boolean;
  /** The last child runs across both columns (files under the data and the requisites). */
  lastAcross?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--sb-space-4);
  align-items: start;
  min-width: 0;
  ${media.desktop} {
    gap: var(--sb-space-6);
    &[data-split='1:1'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-split='3:2'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
    &[data-split='2:3'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
    &[data-split='sidebar'] {
      grid-template-columns: 300px minmax(0, 1fr);
    }
    &[data-first-on-right='true'] > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
    &[data-first-on-right='true'] > :nth-child(2) {
      grid-column: 1;
      grid-row: 1;
    }
    &[data-last-across='true'] > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

/** Two columns on desktop, one on phones: a screen's main part beside its aside, or two blocks side by side. */
export function Columns({ split = '1:1', firstOnRight = false, lastAcross = false, ref, ...rest }: ColumnsProps) {
  return (
    <Root
      ref={ref}
      data-split={split}
      data-first-on-right={firstOnRight || undefined}
      data-last-across={lastAcross || undefined}
      {...rest}
    />
  );
}
