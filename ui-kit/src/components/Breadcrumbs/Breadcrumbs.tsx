import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { ChevronRight } from 'lucide-react';
import { Link } from '../Link/Link.tsx';

export interface BreadcrumbItem {
  /** The text. */
  label: ReactNode;
  /** Where it leads; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top level to the current page (last). */
  items: BreadcrumbItem[];
  /** The router's link component (e.g. wouter's `Link`), passed to each link. */
  linkAs?: ElementType;
  /** The navigation's accessible name (defaults to 'Breadcrumbs'). */
  label?: string;
  className?: string;
}

const Nav = styled.nav`
  & > ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 var(--sb-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--sb-fontSizes-sm);
  }
  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--sb-space-1);
    min-width: 0;
  }
  & li > svg {
    flex: none;
    color: var(--sb-colors-textMuted);
  }
  & [aria-current='page'] {
    color: var(--sb-colors-textMuted);
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** Where the page sits: links up the hierarchy, the current page last with `aria-current="page"`. */
export function Breadcrumbs({ items, linkAs, label, className }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <Nav aria-label={label ?? intl.formatMessage({ id: 'uikit.breadcrumbs.label' })} className={className}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i}>
              {i > 0 && <ChevronRight size={16} aria-hidden="true" />}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link href={item.href} as={linkAs} variant="standalone">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
