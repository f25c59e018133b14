import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens.ts';
import { cardSurface, mutedSurface } from '../../theme/fragments.ts';

export type CardVariant = 'default' | 'muted' | 'outlined' | 'accent';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The element: `section` and `article` are named by the title; `li` inside a list of cards. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** `default` white with a shadow, `muted` grey (the archive), `outlined` a border only, `accent` a brand border (urgent). */
  variant?: CardVariant;
  /** Inner space: `none`, `sm` 12 px, `md` 16/24 px (default), `lg` 24/32 px. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** A heading at the top. */
  title?: ReactNode;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the title (a Badge). */
  aside?: ReactNode;
  /** Actions at the bottom (full-width on phones). */
  footer?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  min-width: 0;
  ${cardSurface}
  border: 1px solid transparent;
  list-style: none;
  ${media.desktop} {
    padding: var(--sb-space-6);
  }
  &[data-padding='none'] {
    padding: 0;
    overflow: hidden;
  }
  &[data-padding='sm'] {
    padding: var(--sb-space-3);
  }
  ${media.desktop} {
    &[data-padding='lg'] {
      padding: var(--sb-space-8);
    }
  }
  &[data-variant='muted'] {
    ${mutedSurface}
  }
  &[data-variant='outlined'] {
    box-shadow: none;
    border-color: var(--sb-colors-border);
  }
  &[data-variant='accent'] {
    border-color: var(--sb-colors-brand);
    border-width: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sb-space-3);
  flex-wrap: wrap;
  & > :is(h2, h3, h4) {
    font-size: var(--sb-fontSizes-lg);
    line-height: var(--sb-lineHeights-tight);
    font-weight: var(--sb-fontWeights-semibold);
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-3);
  margin-top: auto;
  ${media.mobile} {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;

/** A surface that groups one thing: an order, a document, a block of the order view. */
export function Card({
  as = 'div',
  variant = 'default',
  padding = 'md',
  title,
  headingLevel = 2,
  aside,
  footer,
  children,
  ref,
  ...rest
}: CardProps) {
  const headingId = `card-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  const named = title && (as === 'section' || as === 'article');
  return (
    <Root
      as={as}
      ref={ref as Ref<HTMLDivElement>}
      data-variant={variant}
      data-padding={padding}
      aria-labelledby={named ? headingId : undefined}
      {...rest}
    >
      {(title || aside) && (
        <Head>
          {title && <Heading id={headingId}>{title}</Heading>}
          {aside}
        </Head>
      )}
      {children}
      {footer && <Foot>{footer}</Foot>}
    </Root>
  );
}
