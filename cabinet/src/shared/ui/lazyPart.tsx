import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Alert, Button, whenIdle } from '@sb/ui-kit';

// The one way code is split in the cabinet: a route's screens (app/routes.ts) and, below a route, a dialog or a
// section that a customer opens later. A failed fetch is not kept: the next `load()` fetches again (React.lazy would
// keep the failure until a reload), so the Retry shown in its place works once the network is back.

interface LoaderState<M> {
  current?: M;
  error?: unknown;
}

/** Code fetched once, on demand; a failed fetch is fetched again by the next `load()`. */
export interface Loader<M> {
  load: () => Promise<M>;
  /** The module once it is here, or why the last fetch failed. */
  state: () => LoaderState<M>;
  subscribe: (listener: () => void) => () => void;
}

export function loader<M>(fetchModule: () => Promise<M>): Loader<M> {
  let state: LoaderState<M> = {};
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: LoaderState<M>) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    load() {
      if (state.current) return Promise.resolve(state.current);
      if (!pending) {
        if (state.error) set({});
        pending = fetchModule().then(
          (current) => {
            pending = undefined;
            set({ current });
            return current;
          },
          (error: unknown) => {
            pending = undefined;
            set({ error });
            throw error;
          },
        );
      }
      return pending;
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ignore = () => undefined;

/**
 * The loader's state in a component, re-rendered when the module arrives or fails. Whenever `start` turns true (a
 * mount, a dialog opened) the module is fetched, again after an earlier failure: a dialog whose fetch failed in the
 * background while offline is fetched afresh when the customer opens it.
 */
function useLoader<M>(code: Loader<M>, start: boolean): LoaderState<M> {
  const state = useSyncExternalStore(code.subscribe, code.state, code.state);
  useEffect(() => {
    if (start && !code.state().current) code.load().catch(ignore);
  }, [code, start]);
  return state;
}

const Overlay = styled.div`
  position: fixed;
  z-index: 50;
  left: var(--sb-space-4);
  right: var(--sb-space-4);
  bottom: var(--sb-space-4);
  max-width: var(--sb-layout-formMax);
  margin: 0 auto;
  box-shadow: var(--sb-shadows-card);
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  padding: var(--sb-space-3);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
`;

interface LoadFailedProps {
  onRetry: () => void;
  /** A dialog's: shown over the page, with a way to give up opening it. */
  onClose?: () => void;
}

/** Where a part that failed to load tells why, with a Retry that fetches it again. */
function LoadFailed({ onRetry, onClose }: LoadFailedProps) {
  const intl = useIntl();
  // the code did not come: the connection dropped, or a new build replaced it (main.tsx then reloads the tab)
  const message = (
    <Alert
      variant="danger"
      live="alert"
      title={intl.formatMessage({ id: 'app.partFailed' })}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'app.retry' })}
        </Button>
      }
    />
  );
  if (!onClose) return <div data-load-failed="">{message}</div>;
  return (
    <Overlay data-load-failed="">
      <Row>
        {message}
        <Button variant="ghost" size="sm" onClick={onClose}>
          {intl.formatMessage({ id: 'app.close' })}
        </Button>
      </Row>
    </Overlay>
  );
}

export interface LazyPartOptions {
  /**
   * A dialog: its code is fetched when the browser is idle after the screen, on `preload()` (a hovered or focused
   * trigger) or when its `open` prop turns true; until then `fallback` stands in for it (by default nothing). Once
   * here it stays rendered, closed, for its closing animation. A failure to fetch it while it is to open shows over
   * the page, with a Retry and a way to give up (`onOpenChange(false)`).
   */
  dialog?: boolean;
}

export type LazyPart<P> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Fetches the code ahead of the first render (on intent); a failure is shown when the part renders. */
  preload: () => Promise<void>;
};

/**
 * A component whose code comes in a chunk of its own: `fallback` while it is fetched, the app's error with a Retry
 * in its place when the fetch fails. `code` is a `loader` (several parts of one chunk share it) or its fetch.
 *
 * ```tsx
 * const orderDialogs = loader(() => import('../components/orderDialogs.tsx'));
 * const NewInvoiceDialog = lazyPart(orderDialogs, (m) => m.NewInvoiceDialog, { dialog: true });
 * ```
 */
export function lazyPart<M, P extends object>(
  code: Loader<M> | (() => Promise<M>),
  pick: (module: M) => ComponentType<P>,
  { dialog = false }: LazyPartOptions = {},
): LazyPart<P> {
  const chunk = typeof code === 'function' ? loader(code) : code;
  function Part({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const { open, onOpenChange } = props as { open?: boolean; onOpenChange?: (open: boolean) => void };
    const wanted = !dialog || Boolean(open);
    const state = useLoader(chunk, wanted);
    // the idle prefetch is a first try only: a failure already shown is the customer's to retry, not swapped under
    // their finger for a fresh one
    useEffect(() => (dialog ? whenIdle(() => void (chunk.state().error ? undefined : chunk.load().catch(ignore))) : undefined), []);
    // once here, a dialog stays rendered (closed), so its closing animation and the focus return are its own
    if (state.current) {
      const Component = pick(state.current);
      return <Component {...(props as P)} />;
    }
    if (!wanted) return fallback;
    const retry = () => void chunk.load().catch(ignore);
    if (state.error) return <LoadFailed onRetry={retry} onClose={dialog ? () => onOpenChange?.(false) : undefined} />;
    return fallback;
  }
  Part.displayName = 'LazyPart';
  return Object.assign(Part, { preload: () => chunk.load().then(ignore, ignore) });
}
