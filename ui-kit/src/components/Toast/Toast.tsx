import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToastLayerProps } from './ToastLayer.tsx';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  /** Colour and icon; `danger` is announced at once, the others politely. */
  variant?: ToastVariant;
  /** The message (already translated). */
  title: ReactNode;
  /** A second line. */
  description?: ReactNode;
  /** How long it stays, in ms (default: the provider's, 3000). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  /** Hides a toast early. */
  dismiss: (id: number) => void;
}

export interface ToastProviderProps {
  /** The app (or the part of it that shows toasts). */
  children: ReactNode;
  /** Default time on screen in ms (3 s: the spec's save/failure toasts). */
  duration?: number;
}

/** A toast the provider holds: shown (`open`) or closing. */
export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

type Layer = ComponentType<ToastLayerProps>;
let layer: Layer | undefined;
let loading: Promise<Layer> | undefined;

/** The toasts' region (Radix) is its own chunk: fetched once, on the first toast. */
function loadLayer(): Promise<Layer> {
  loading ??= import('./ToastLayer.tsx').then(
    (m) => (layer = m.ToastLayer),
    (e: unknown) => {
      loading = undefined; // offline or a stale deploy: the next toast tries again
      throw e;
    },
  );
  return loading;
}

/**
 * Holds the toasts of the app; use `useToast().show(...)` below it. The region that shows them (Radix toast, about
 * 12 kB gzip) is mounted with the first toast, so a screen that never shows one never loads it.
 */
export function ToastProvider({ children, duration = 3000 }: ToastProviderProps) {
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const [Layer, setLayer] = useState<Layer | undefined>(() => layer);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, open: false } : e)));
    // keep it mounted for the closing animation, then forget it
    setTimeout(() => setEntries((list) => list.filter((e) => e.id !== id)), 400);
  }, []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setEntries((list) => [...list, { ...options, id, open: true }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const wanted = entries.length > 0 && !Layer;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadLayer().then(
      (loaded) => live && setLayer(() => loaded),
      // the region could not load (offline, or a deploy replaced the chunk): drop what waited for it, so the
      // next toast tries again instead of piling up behind a region that never comes
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Layer && <Layer entries={entries} duration={duration} onDismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

/** `show({ variant, title, description })` from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
