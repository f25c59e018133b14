import { css } from 'styled-components';

/**
 * Hidden from sight, kept for screen readers: the one copy of the clip pattern. Components that hide a part of
 * themselves (a field's hidden label, a table's caption) include this; whole elements use `VisuallyHidden`.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
