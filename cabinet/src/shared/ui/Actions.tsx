import styled from 'styled-components';
import { media } from '@sb/ui-kit';

/** A screen's actions (buttons, button links) in a row that wraps; on a phone they stack, each as wide as the screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-3);
  ${media.mobile} {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;
