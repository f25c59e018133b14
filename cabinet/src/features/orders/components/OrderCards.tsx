import styled from 'styled-components';
import { media } from '@sb/ui-kit';

/** The grid of order cards (the orders list, the other orders under an order): one column on phones. */
export const OrderCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: var(--sb-space-4);
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;
