import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  /** The element to render: `span` (default) inside text, `h2` for a heading that structures the page for screen readers. */
  as?: ElementType;
};

const Root = styled.span`
  ${visuallyHidden}
`;

/** Text for screen readers only: a heading the design leaves out, the words behind an icon. */
export function VisuallyHidden({ as, ...props }: VisuallyHiddenProps) {
  return <Root as={as} {...props} />;
}
