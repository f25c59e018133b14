import type { ReactNode } from 'react';
import { ToastProvider, useToast, type ToastApi } from '@sb/ui-kit';

/** The app's toasts when the shell provides them; null outside a ToastProvider. */
function useToastOrNull(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}

/**
 * Makes sure the screen can show toasts: uses the shell's ToastProvider when there is one, else brings its own
 * (3 s, the spec's save and failure toasts).
 */
export function EnsureToasts({ children }: { children: ReactNode }) {
  const existing = useToastOrNull();
  return existing ? <>{children}</> : <ToastProvider duration={3000}>{children}</ToastProvider>;
}
