import styled from 'styled-components';

/** The column of a documents screen: back button, heading, then blocks with even gaps. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  max-width: 760px;
  & > h1 {
    margin-bottom: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-3);
`;
