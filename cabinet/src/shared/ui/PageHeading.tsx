import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const H1 = styled.h1`
  font-size: var(--sb-fontSizes-xl);
  line-height: var(--sb-lineHeights-tight);
  margin: 0 0 var(--sb-space-4);
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

/** The main heading of a screen; it takes focus when the screen mounts, so a route change is announced. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <H1 ref={ref} tabIndex={-1}>
      {children}
    </H1>
  );
}
