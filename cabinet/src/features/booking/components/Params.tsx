import styled from 'styled-components';
import { media } from '@sb/ui-kit';

/** A box's or an order's parameters as a label/value list; under 770 px each value goes under its label. */
export const Params = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: var(--sb-space-2) var(--sb-space-4);
  margin: 0;
  font-variant-numeric: tabular-nums;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    & dd {
      margin-bottom: var(--sb-space-3);
    }
  }
  & dt {
    color: var(--sb-colors-textMuted);
  }
  & dd {
    margin: 0;
    font-weight: var(--sb-fontWeights-medium);
    overflow-wrap: break-word;
    min-width: 0;
  }
`;
