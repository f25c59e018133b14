import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { mergeRefs } from '../../components/utils.ts';
import { media } from '../../theme/tokens.ts';

export interface PageHeadingProps {
  /** The page title (the one h1). */
  children: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Something before the title, e.g. the back link or Breadcrumbs. */
  before?: ReactNode;
  /** Actions at the right of the title (wrap under it on phones). */
  actions?: ReactNode;
  /**
   * Moves focus to the heading when it mounts: set it on pages reached by client-side navigation. The focus ring
   * shows only when the user came by keyboard (not after a click, a tap or a page load).
   */
  focusOnMount?: boolean;
  /** The h1 element (focusable with tabIndex -1, so the app can move focus to it on a route change). */
  ref?: Ref<HTMLHeadingElement>;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  padding: var(--sb-space-6) 0 var(--sb-space-4);
  & > [data-part='row'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--sb-space-3);
  }
  & h1 {
    font-size: var(--sb-fontSizes-xl);
    line-height: var(--sb-lineHeights-tight);
    font-weight: var(--sb-fontWeights-bold);
    border-radius: 4px;
  }
  ${media.desktop} {
    & h1 {
      font-size: var(--sb-fontSizes-xxl);
    }
  }
  & h1:focus {
    outline: none;
  }
  & h1:focus-visible {
    box-shadow: var(--sb-focus-ring);
  }
  /* moved here for a mouse or touch user (or on load): no ring, as the browser shows none for their own focus */
  & h1[data-quiet-focus]:focus-visible {
    box-shadow: none;
  }
  & > p {
    color: var(--sb-colors-textMuted);
  }
  & [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sb-space-2);
  }
`;

/** How the user last moved: with a key (a keyboard user), a pointer (mouse, touch, pen), or not yet (a page load). */
let lastInput: 'none' | 'key' | 'pointer' = 'none';
let tracking = false;

function trackInput(doc: Document) {
  if (tracking) return;
  tracking = true;
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      lastInput = 'key';
      // a key pressed on a quietly focused heading: the user is on the keyboard now, the ring shows
      const active = doc.activeElement;
      if (active instanceof HTMLElement) delete active.dataset.quietFocus;
    },
    true,
  );
  doc.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

/**
 * Moves focus to the heading for screen readers, with the ring for keyboard users only (`:focus-visible`
 * semantics for a programmatic focus): after a click, a tap or a page load the heading is focused with
 * `focusVisible: false` and marked quiet until it loses focus or a key is pressed.
 */
function focusHeading(h1: HTMLHeadingElement) {
  trackInput(h1.ownerDocument);
  if (lastInput === 'key') {
    h1.focus({ preventScroll: true });
    return;
  }
  h1.dataset.quietFocus = '';
  h1.addEventListener('blur', () => delete h1.dataset.quietFocus, { once: true });
  h1.focus({ preventScroll: true, focusVisible: false });
}

/** The page's h1 (tabIndex -1 so focus can land on it after navigation), with an optional line and actions. */
export function PageHeading({ children, description, before, actions, focusOnMount = false, ref, className }: PageHeadingProps) {
  const own = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focusOnMount && own.current) focusHeading(own.current);
  }, [focusOnMount]);
  return (
    <Root className={className}>
      {before}
      <div data-part="row">
        <h1 ref={mergeRefs(own, ref)} tabIndex={-1}>
          {children}
        </h1>
        {actions && <div data-part="actions">{actions}</div>}
      </div>
      {description && <p>{description}</p>}
    </Root>
  );
}
