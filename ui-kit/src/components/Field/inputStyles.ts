import { css } from 'styled-components';

/** How a typed-into control shows focus (the ring) and an invalid value (a red border). */
export const focusAndInvalid = css`
  &:focus-visible {
    outline: none;
    border-color: var(--sb-colors-focus);
    box-shadow: var(--sb-focus-ring);
  }
  &[aria-invalid='true'] {
    border-color: var(--sb-colors-danger);
  }
`;

/** The shared look of text-like controls: 44 px tall, 16 px text (no zoom on iOS), red border when invalid. */
export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: var(--sb-space-2) var(--sb-space-3);
  border: 1px solid var(--sb-colors-borderStrong);
  border-radius: var(--sb-radii-control);
  background: var(--sb-colors-surface);
  color: var(--sb-colors-text);
  font-size: var(--sb-fontSizes-md);
  line-height: var(--sb-lineHeights-normal);
  transition: border-color var(--sb-motion-fast) var(--sb-motion-easing);
  &::placeholder {
    color: var(--sb-colors-textMuted);
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: var(--sb-colors-text);
  }
  ${focusAndInvalid}
  &:disabled,
  &[readonly] {
    background: var(--sb-colors-surfaceMuted);
    color: var(--sb-colors-textMuted);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
