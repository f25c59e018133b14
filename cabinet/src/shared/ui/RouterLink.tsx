import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { Link, type LinkProps } from '@sb/ui-kit';
import { linkIntent } from '../routing/intent.ts';

/**
 * A ui-kit Link that navigates inside the app (no reload); modified clicks (new tab) keep the browser's way. Hovered,
 * focused or touched, it starts its route's code and data (shared/routing/intent.ts).
 * `<RouterLink href="/register">…</RouterLink>`
 */
export function RouterLink({ href, onClick, replace, ...rest }: LinkProps & { href: string; replace?: boolean }) {
  const [, navigate] = useLocation();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href, { replace });
  };
  const intent = () => linkIntent(href);
  return <Link href={href} onClick={handle} onPointerEnter={intent} onFocus={intent} onTouchStart={intent} {...rest} />;
}
