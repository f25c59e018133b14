import { useRef, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { media } from '../../theme/tokens.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Open (controlled). */
  open?: boolean;
  /** Initially open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (Escape, the close button, a click outside, a `DialogClose`). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (e.g. a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** A sentence under the title that describes the dialog. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions pinned to the bottom (sticky on phones). */
  footer?: ReactNode;
  /** Width on desktop: `sm` 400 px, `md` 560 px, `lg` 800 px. Under 770 px it is always a full-height sheet. */
  size?: DialogSize;
  /** When false there is no close button and Escape or a click outside does not close (a step that must finish). */
  dismissible?: boolean;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, calc(-50% + 8px)); } to { opacity: 1; transform: translate(-50%, -50%); }`;
const slideUp = keyframes`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: var(--sb-colors-overlay);
  animation: ${fadeIn} var(--sb-motion-normal) var(--sb-motion-easing);
`;

export const DialogPanel = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 101;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  /* the panel itself scrolls (it holds the close button, so keyboard users can scroll it); head and footer stick */
  overflow-y: auto;
  overscroll-behavior: contain;
  width: calc(100vw - 32px);
  max-width: 560px;
  max-height: calc(100dvh - 48px);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
  color: var(--sb-colors-text);
  box-shadow: var(--sb-shadows-dialog);
  animation: ${rise} var(--sb-motion-normal) var(--sb-motion-easing);
  &:focus-visible {
    outline: none;
    box-shadow: var(--sb-shadows-dialog), var(--sb-focus-ring);
  }
  &[data-size='sm'] {
    max-width: 400px;
  }
  &[data-size='lg'] {
    max-width: 800px;
  }
  ${media.mobile} {
    inset: 0;
    transform: none;
    width: 100%;
    max-width: none !important;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    animation: ${slideUp} var(--sb-motion-normal) var(--sb-motion-easing);
  }
`;

const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: var(--sb-colors-surface);
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-2);
  padding: var(--sb-space-4) var(--sb-space-4) var(--sb-space-2) var(--sb-space-6);
  ${media.mobile} {
    padding-left: var(--sb-space-4);
  }
  & > div {
    flex: 1;
    min-width: 0;
    padding-top: var(--sb-space-2);
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-2);
  }
  & > button {
    margin-top: 0;
  }
  &[data-dismissible='false'] {
    padding-right: var(--sb-space-6);
  }
`;

const Title = styled(RadixDialog.Title)`
  font-size: var(--sb-fontSizes-lg);
  line-height: var(--sb-lineHeights-tight);
  font-weight: var(--sb-fontWeights-semibold);
`;

const Description = styled(RadixDialog.Description)`
  color: var(--sb-colors-textMuted);
`;

const Body = styled.div`
  flex: 1 0 auto;
  padding: var(--sb-space-2) var(--sb-space-6) var(--sb-space-4);
  ${media.mobile} {
    padding: var(--sb-space-4);
  }
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  background: var(--sb-colors-surface);
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--sb-space-3);
  padding: var(--sb-space-4) var(--sb-space-6) var(--sb-space-6);
  border-top: 1px solid var(--sb-colors-border);
  ${media.mobile} {
    padding: var(--sb-space-4);
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

/** Closes the dialog it is inside; wrap a Button: `<DialogClose><Button>…</Button></DialogClose>`. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * A modal dialog (Radix Dialog): named by its title, focus kept inside and returned to the trigger, Escape closes.
 * Under 770 px it is a full-height sheet with the footer at the bottom.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const intl = useIntl();
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  // Radix returns focus only to its own Trigger; a controlled dialog opened by any other control returns it there
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  };
  const returnFocus = (e: Event) => {
    if (trigger || !opener.current?.isConnected) return;
    e.preventDefault();
    opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <DialogOverlay />
        <DialogPanel
          data-size={size}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Head data-dismissible={dismissible}>
            <div>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </div>
            {dismissible && (
              <RadixDialog.Close asChild>
                <IconButton label={intl.formatMessage({ id: 'uikit.close' })} icon={<X size={20} />} />
              </RadixDialog.Close>
            )}
          </Head>
          {children && <Body>{children}</Body>}
          {footer && <Footer>{footer}</Footer>}
        </DialogPanel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
