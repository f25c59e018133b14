import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { media } from '../../theme/tokens.ts';

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

const ToastContext = createContext<ToastApi | null>(null);

const slideIn = keyframes`from { transform: translateY(12px); opacity: 0; } to { transform: none; opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 200;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  width: 400px;
  max-width: 100vw;
  margin: 0;
  padding: var(--sb-space-6);
  list-style: none;
  outline: none;
  ${media.mobile} {
    width: 100%;
    padding: var(--sb-space-3);
  }
`;

export const ToastRoot = styled(RadixToast.Root)`
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-3);
  padding: var(--sb-space-3) var(--sb-space-2) var(--sb-space-3) var(--sb-space-4);
  border-radius: var(--sb-radii-control);
  border-left: 4px solid currentColor;
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-dialog);
  &[data-variant='info'] {
    color: var(--sb-colors-info);
  }
  &[data-variant='success'] {
    color: var(--sb-colors-success);
  }
  &[data-variant='warning'] {
    color: var(--sb-colors-warning);
  }
  &[data-variant='danger'] {
    color: var(--sb-colors-danger);
  }
  &[data-state='open'] {
    animation: ${slideIn} var(--sb-motion-normal) var(--sb-motion-easing);
  }
  &[data-state='closed'] {
    animation: ${fadeOut} var(--sb-motion-fast) ease-in;
  }
  & > svg {
    flex: none;
    margin-top: 12px;
  }
  & > div {
    flex: 1;
    min-width: 0;
    padding: 10px 0;
    color: var(--sb-colors-text);
  }
  & [data-part='title'] {
    font-weight: var(--sb-fontWeights-semibold);
  }
  & [data-part='description'] {
    color: var(--sb-colors-textMuted);
    font-size: var(--sb-fontSizes-sm);
  }
  & > button {
    color: var(--sb-colors-text);
  }
`;

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

interface Entry extends ToastOptions {
  id: number;
  open: boolean;
}

/** Holds the toasts of the app and renders their region; use `useToast().show(...)` below it. */
export function ToastProvider({ children, duration = 3000 }: ToastProviderProps) {
  const intl = useIntl();
  const [entries, setEntries] = useState<Entry[]>([]);
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
  const closeLabel = intl.formatMessage({ id: 'uikit.close' });

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={intl.formatMessage({ id: 'uikit.toast.region' })}>
        {children}
        {entries.map(({ id, open, variant = 'info', title, description, duration: own }) => {
          const Icon = icons[variant];
          return (
            <ToastRoot
              key={id}
              open={open}
              duration={own}
              type={variant === 'danger' ? 'foreground' : 'background'}
              data-variant={variant}
              onOpenChange={(o) => {
                if (!o) dismiss(id);
              }}
            >
              <Icon size={20} aria-hidden="true" />
              <div>
                <RadixToast.Title data-part="title">{title}</RadixToast.Title>
                {description && <RadixToast.Description data-part="description">{description}</RadixToast.Description>}
              </div>
              <RadixToast.Close asChild>
                <IconButton label={closeLabel} icon={<X size={18} />} />
              </RadixToast.Close>
            </ToastRoot>
          );
        })}
        <Viewport label={intl.formatMessage({ id: 'uikit.toast.region' })} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `show({ variant, title, description })` from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
