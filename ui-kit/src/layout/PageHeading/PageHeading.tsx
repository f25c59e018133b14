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
  /* focus moved here after a click, a tap or a page load: no ring (trackInput) */
  :root:not([data-input='key']) & h1:focus-visible {
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

let tracking = false;

/** Runs `then` once the next frame has painted (a task after its animation frame); returns the cancel. */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Notes on the root how the user last moved (`data-input`: `key`, or `pointer` for mouse, touch and pen; none after
 * a page load): the heading's ring shows only after a key, so the focus a route change moves to the title is seen by
 * screen readers and keyboard users, not drawn for mouse and touch users (`:focus-visible` semantics).
 */
function trackInput(doc: Document) {
  if (tracking) return;
  tracking = true;
  const note = (input: string) => () => (doc.documentElement.dataset.input = input);
  doc.addEventListener('keydown', note('key'), true);
  doc.addEventListener('pointerdown', note('pointer'), true);
}

/** The page's h1 (tabIndex -1 so focus can land on it after navigation), with an optional line and actions. */
export function PageHeading({ children, description, before, actions, focusOnMount = false, ref, className }: PageHeadingProps) {
  const own = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    trackInput(document);
    if (!focusOnMount) return;
    // after the frame that paints the screen: focus() during the commit would force the whole page's style and
    // layout before its first paint; not away from a field the user is already typing in (a prerendered page they
    // typed into before it hydrated)
    return afterPaint(() => {
      if (!document.activeElement?.matches('input, textarea, select')) own.current?.focus({ preventScroll: true });
    });
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
