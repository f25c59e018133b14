import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { whenIdle } from '@sb/ui-kit';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type Preloadable<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` over a named export, with a `preload` that fetches the chunk without rendering it. Dialogs use it:
 * their code (the Radix dialog, react-hook-form) leaves the screen's first load.
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): Preloadable<M[K]> {
  const component = lazy(() => load().then((m) => ({ default: m[name] }))) as Preloadable<M[K]>;
  component.preload = load;
  return component;
}

export interface OnceOpenedProps {
  /** Whether the dialog is open now. */
  open: boolean;
  /** Fetched when the browser is idle after the screen has rendered, so the first open does not wait. */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Renders a lazily loaded dialog from its first opening on, and keeps it mounted after it closes (its closing
 * animation and the focus return are the dialog's own). Until then nothing of it is rendered or fetched, except by
 * `preload` when the browser is idle.
 */
export function OnceOpened({ open, preload, children }: OnceOpenedProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!preload) return undefined;
    return whenIdle(() => void preload().catch(() => undefined));
  }, [preload]);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
