import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { tapTarget } from '../../theme/fragments.ts';
import { useIntl } from 'react-intl';
import { media } from '../../theme/tokens.ts';

export interface TabMenuItem {
  /** Where it leads. */
  href: string;
  /** The text. */
  label: ReactNode;
  /** An icon above the label in the bottom bar (decorative). */
  icon?: ReactNode;
  /** Other path prefixes that belong to this section (e.g. `/order-view` for Orders). */
  match?: string[];
  /** A number badge (documents waiting for a signature). */
  count?: number;
  /** Whether this is the current section, when the app decides it (its router's patterns); overrides the path match. */
  current?: boolean;
}

export interface TabMenuProps {
  /** The sections. */
  items: TabMenuItem[];
  /** The current path; the matching item gets `aria-current="page"`. */
  currentPath: string;
  /** The router's link component (e.g. wouter's `Link`). */
  linkAs?: ElementType;
  /** The nav's accessible name (defaults to 'Cabinet sections'). */
  label?: string;
  /**
   * `bar` the desktop top tabs, `bottom` the phone bottom bar (fixed, icons over labels), `list` a column of
   * full-width rows (inside the MobileMenu), the current one marked by a bar at its start.
   */
  variant?: 'bar' | 'bottom' | 'list';
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  & > ul {
    display: flex;
    gap: var(--sb-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
    width: 100%;
  }
  & li {
    display: flex;
  }
  & a {
    position: relative;
    ${tapTarget}
    padding: 0 var(--sb-space-3);
    color: var(--sb-colors-textMuted);
    font-weight: var(--sb-fontWeights-medium);
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  & a:hover {
    color: var(--sb-colors-text);
  }
  & a[aria-current='page'] {
    color: var(--sb-colors-brand);
    border-bottom-color: var(--sb-colors-brand);
    font-weight: var(--sb-fontWeights-semibold);
  }
  & [data-part='icon'] {
    display: inline-flex;
  }
  & [data-part='count'] {
    min-width: 20px;
    padding: 0 6px;
    border-radius: var(--sb-radii-pill);
    background: var(--sb-colors-accent);
    color: var(--sb-colors-textInverse);
    font-size: var(--sb-fontSizes-xs);
    line-height: 20px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  &[data-variant='bar'] {
    align-self: stretch;
  }
  &[data-variant='bar'] li,
  &[data-variant='bar'] a {
    align-self: stretch;
  }
  &[data-variant='bar'] [data-part='icon'] {
    display: none;
  }

  &[data-variant='bottom'] {
    position: fixed;
    z-index: 50;
    left: 0;
    right: 0;
    bottom: 0;
    padding-bottom: env(safe-area-inset-bottom);
    background: var(--sb-colors-surface);
    border-top: 1px solid var(--sb-colors-border);
  }
  &[data-variant='bottom'] li {
    flex: 1;
  }
  &[data-variant='bottom'] a {
    flex: 1;
    flex-direction: column;
    justify-content: center;
    gap: 2px;
    min-height: 56px;
    padding: var(--sb-space-1);
    font-size: var(--sb-fontSizes-xs);
    border-bottom: 0;
    border-top: 3px solid transparent;
  }
  &[data-variant='bottom'] a[aria-current='page'] {
    border-top-color: var(--sb-colors-brand);
  }
  &[data-variant='bottom'] [data-part='count'] {
    position: absolute;
    top: 4px;
    left: calc(50% + 8px);
  }
  &[data-variant='list'] > ul {
    flex-direction: column;
  }
  &[data-variant='list'] a {
    flex: 1;
    border-bottom: 0;
    border-left: 3px solid transparent;
  }
  &[data-variant='list'] a[aria-current='page'] {
    border-left-color: var(--sb-colors-brand);
    background: var(--sb-colors-surfaceMuted);
  }
  ${media.desktop} {
    &[data-variant='bottom'] {
      display: none;
    }
  }
`;

/** Whether `path` is inside the section `href` (or one of its `match` prefixes); the item's `current` wins when given. */
export function isCurrentSection(path: string, item: Pick<TabMenuItem, 'href' | 'match' | 'current'>): boolean {
  if (item.current !== undefined) return item.current;
  return [item.href, ...(item.match ?? [])].some((p) => path === p || (p !== '/' && path.startsWith(`${p}/`)));
}

/** The cabinet's sections (Orders, Documents, Book a box, Profile) as links; the current one has `aria-current="page"`. */
export function TabMenu({ items, currentPath, linkAs, label, variant = 'bar', className }: TabMenuProps) {
  const intl = useIntl();
  const LinkTag = linkAs ?? 'a';
  return (
    <Nav aria-label={label ?? intl.formatMessage({ id: 'uikit.tabMenu.label' })} data-variant={variant} className={className}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <LinkTag href={item.href} aria-current={isCurrentSection(currentPath, item) ? 'page' : undefined}>
              {item.icon && (
                <span data-part="icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span>{item.label}</span>
              {item.count !== undefined && item.count > 0 && <span data-part="count">{item.count}</span>}
            </LinkTag>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
