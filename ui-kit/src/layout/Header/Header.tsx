import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens.ts';

export interface HeaderProps {
  /** The logo (usually a link home); give it an accessible name. */
  logo: ReactNode;
  /** The main navigation (e.g. TabMenu), shown from 770 px up. */
  nav?: ReactNode;
  /** Buttons and links at the right (language, support, account); see `actionsOnPhone`. */
  actions?: ReactNode;
  /** Whether `actions` stay under 770 px (default) or give way to `mobileMenu` with the nav (the menu then holds them). */
  actionsOnPhone?: boolean;
  /** The nav in a row of its own under the bar (many sections beside many actions), instead of between them. */
  navBelow?: boolean;
  /** What replaces `nav` under 770 px (e.g. the MobileMenu trigger). */
  mobileMenu?: ReactNode;
  /** Stays at the top while scrolling. */
  sticky?: boolean;
  className?: string;
}

const Root = styled.header`
  z-index: 50;
  background: var(--sb-colors-surface);
  border-bottom: 1px solid var(--sb-colors-border);
  &[data-sticky='true'] {
    position: sticky;
    top: 0;
  }
  /* fixed heights: nothing under the header moves when the page's data (or the customer's) arrives */
  & > div {
    display: flex;
    align-items: center;
    gap: var(--sb-space-4);
    max-width: calc(var(--sb-layout-contentMax) + 2 * var(--sb-space-6));
    height: 64px;
    margin: 0 auto;
    padding: 0 var(--sb-space-4);
    ${media.desktop} {
      padding: 0 var(--sb-space-6);
    }
  }
  & > [data-part='navRow'] {
    height: 48px;
    align-items: stretch;
    overflow-x: auto;
  }
  /* the logo gives way first on a narrow phone (320 px): its text may wrap, the actions keep their size */
  & [data-part='logo'] {
    display: flex;
    align-items: center;
    flex: 0 1 auto;
    min-width: 0;
  }
  & [data-part='actions'],
  & [data-part='mobile'] {
    flex: none;
  }
  & [data-part='nav'] {
    flex: 1;
    min-width: 0;
    align-self: stretch;
    display: flex;
    align-items: stretch;
  }
  & [data-part='mobile'] {
    display: flex;
  }
  & [data-part='actions'] {
    display: flex;
    align-items: center;
    gap: var(--sb-space-2);
    margin-left: auto;
  }
  ${media.desktop} {
    & [data-part='mobile'] {
      display: none;
    }
  }
  ${media.mobile} {
    & [data-part='nav'] {
      display: none;
    }
    & [data-part='mobile'] {
      margin-left: auto;
    }
    & [data-part='actions'][data-phone='false'],
    & > [data-part='navRow'] {
      display: none;
    }
  }
`;

/** The top bar of every layout: logo, navigation and actions; on phones the nav gives way to `mobileMenu`. */
export function Header({
  logo,
  nav,
  actions,
  actionsOnPhone = true,
  navBelow = false,
  mobileMenu,
  sticky = false,
  className,
}: HeaderProps) {
  return (
    <Root data-sticky={sticky} className={className}>
      <div data-part="bar">
        <div data-part="logo">{logo}</div>
        {nav && !navBelow && <div data-part="nav">{nav}</div>}
        {actions && (
          <div data-part="actions" data-phone={actionsOnPhone}>
            {actions}
          </div>
        )}
        {mobileMenu && <div data-part="mobile">{mobileMenu}</div>}
      </div>
      {nav && navBelow && <div data-part="navRow">{nav}</div>}
    </Root>
  );
}
