import type { AnchorHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ExternalLink } from 'lucide-react';
import { tapTarget } from '../../theme/fragments.ts';

export type LinkVariant = 'inline' | 'standalone' | 'button' | 'subtle';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where it goes. */
  href?: string;
  /** `inline` underlined in text, `standalone` a 44 px tall target, `button` looks like a secondary button, `subtle` plain text colour. */
  variant?: LinkVariant;
  /** Opens in a new tab (`target=_blank`, `rel=noopener`) and says so to screen readers. */
  external?: boolean;
  /** The component that renders the anchor, e.g. wouter's `Link`, so routing stays in the app; it receives href, className and children. */
  as?: ElementType;
  /** An icon before the text. */
  icon?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const Root = styled.a`
  color: var(--sb-colors-brand);
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: 2px;
  cursor: pointer;
  &:hover {
    color: var(--sb-colors-brandHover);
    text-decoration-thickness: 2px;
  }
  & svg {
    flex: none;
  }
  &[data-variant='standalone'],
  &[data-variant='subtle'],
  &[data-variant='button'] {
    ${tapTarget}
  }
  &[data-variant='subtle'] {
    color: var(--sb-colors-text);
    text-decoration: none;
  }
  &[data-variant='subtle']:hover {
    color: var(--sb-colors-brand);
    text-decoration: underline;
  }
  &[data-variant='button'] {
    justify-content: center;
    padding: 0 var(--sb-space-5);
    border: 1px solid var(--sb-colors-brand);
    border-radius: var(--sb-radii-control);
    background: var(--sb-colors-surface);
    font-weight: var(--sb-fontWeights-semibold);
    text-decoration: none;
  }
  &[data-variant='button']:hover {
    background: var(--sb-colors-brandSoft);
  }
`;

/** A router-agnostic link: an `<a>` by default, or the app's router link through `as`. */
export function Link({ variant = 'inline', external = false, as, icon, children, ref, target, rel, ...rest }: LinkProps) {
  const intl = useIntl();
  return (
    <Root
      as={as}
      ref={ref}
      data-variant={variant}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...rest}
    >
      {icon && (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      )}
      {children}
      {external && (
        <>
          <ExternalLink size={14} aria-hidden="true" style={{ marginLeft: 4, verticalAlign: 'middle' }} />
          <VisuallyHidden>{intl.formatMessage({ id: 'uikit.link.newTab' })}</VisuallyHidden>
        </>
      )}
    </Root>
  );
}
