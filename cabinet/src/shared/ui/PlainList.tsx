import styled from 'styled-components';

/** A list without bullets, its items stacked (link lists, file lists); long words wrap inside an item. */
export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    overflow-wrap: anywhere;
  }
`;
