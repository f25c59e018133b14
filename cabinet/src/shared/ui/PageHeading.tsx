import type { ReactNode } from 'react';
import { PageHeading as KitPageHeading, type PageHeadingProps } from '@sb/ui-kit';

/**
 * ui-kit's PageHeading with the app's rule: every screen's h1 takes the focus when the screen mounts, so a route
 * change is announced. Not a copy: the heading, its styles and its focus are the kit's.
 */
export function PageHeading({ children, ...rest }: Omit<PageHeadingProps, 'focusOnMount'> & { children: ReactNode }) {
  return (
    <KitPageHeading focusOnMount {...rest}>
      {children}
    </KitPageHeading>
  );
}
