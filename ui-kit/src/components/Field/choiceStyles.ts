import { css } from 'styled-components';

/**
 * The shared look of a checkbox's box and a radio's circle: the control itself is a transparent 44 px hit area and
 * the 22 px mark is drawn inside it by `::before`; each control adds its shape and its checked mark.
 */
export const choiceStyles = css`
  position: relative;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 11px;
    border: 2px solid var(--sb-colors-borderStrong);
    background: var(--sb-colors-surface);
  }
  &:focus-visible {
    box-shadow: none;
  }
  &:focus-visible::before {
    box-shadow: var(--sb-focus-ring);
  }
`;
