import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** What is loading, read by screen readers (defaults to 'Loading…'). */
  label?: string;
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

/** A small rotating ring for waits inside a button or a region. */
export function Spinner({ size = 24, label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  if (decorative) return <Ring aria-hidden="true" style={{ width: size, height: size }} />;
  return <Ring role="status" aria-label={label ?? intl.formatMessage({ id: 'uikit.loading' })} style={{ width: size, height: size }} />;
}
