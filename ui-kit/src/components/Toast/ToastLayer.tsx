import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { media } from '../../theme/tokens.ts';
import type { ToastEntry } from './Toast.tsx';

// The toasts' region and its Radix machinery (toast, collection, dismissable layer: about 12 kB gzip). It is its
// own chunk, loaded by ToastProvider when the first toast is shown, so a first load does not carry it.

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

export interface ToastLayerProps {
  entries: ToastEntry[];
  /** Default time on screen in ms. */
  duration: number;
  onDismiss: (id: number) => void;
}

/** The region and its toasts; mounted by ToastProvider on the first toast and kept from then on. */
export function ToastLayer({ entries, duration, onDismiss }: ToastLayerProps) {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'uikit.close' });
  const region = intl.formatMessage({ id: 'uikit.toast.region' });
  return (
    <RadixToast.Provider duration={duration} label={region}>
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
              if (!o) onDismiss(id);
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
      <Viewport label={region} />
    </RadixToast.Provider>
  );
}
