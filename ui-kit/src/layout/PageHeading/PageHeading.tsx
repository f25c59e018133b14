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
  /** Moves focus to the heading when it mounts: set it on pages reached by client-side navigation. */
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
  & > p {
    color: var(--sb-colors-textMuted);
  }
  & [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sb-space-2);
  }
`;

/** The page's h1 (tabIndex -1 so focus can land on it after navigation), with an optional line and actions. */
export function PageHeading({ children, description, before, actions, focusOnMount = false, ref, className }: PageHeadingProps) {
  const own = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focusOnMount) own.current?.focus({ preventScroll: true });
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
