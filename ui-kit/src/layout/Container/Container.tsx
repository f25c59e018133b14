import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens.ts';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `content` up to 1120 px (screens), `form` up to 480 px (forms), `full` no limit. */
  width?: 'content' | 'form' | 'full';
  /** The element (`div`, `section`, `main`…); the cabinet's layout renders the one `main`. */
  as?: 'div' | 'section' | 'main' | 'article';
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  width: 100%;
  margin-inline: auto;
  padding-inline: var(--sb-space-4);
  ${media.desktop} {
    padding-inline: var(--sb-space-6);
  }
  &[data-width='content'] {
    max-width: calc(var(--sb-layout-contentMax) + 2 * var(--sb-space-6));
  }
  &[data-width='form'] {
    max-width: calc(var(--sb-layout-formMax) + 2 * var(--sb-space-6));
  }
`;

/** Centres the page content at the product's widths, with side padding. */
export function Container({ width = 'content', as = 'div', ref, ...rest }: ContainerProps) {
  return <Root as={as} ref={ref} data-width={width} {...rest} />;
}
