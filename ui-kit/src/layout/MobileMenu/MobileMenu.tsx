import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { DialogOverlay } from '../../components/Dialog/Dialog.tsx';

export interface MobileMenuProps {
  /** Open (controlled): close it from the app on a route change or when the width passes 770 px. */
  open?: boolean;
  /** Initially open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The sheet's heading (defaults to 'Menu'); it names the dialog. */
  title?: ReactNode;
  /** The trigger button's accessible name (defaults to 'Menu'). */
  triggerLabel?: string;
  /** The close button's accessible name (defaults to 'Close'). */
  closeLabel?: string;
  /**
   * When it closes, focus returns to the trigger; call `event.preventDefault()` to leave it where the app put it
   * (a followed link: the new page's heading has it).
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** The menu: links (TabMenu items, support, main site) and the logout button. */
  children: ReactNode;
}

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Sheet = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 101;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(360px, 100vw);
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-dialog);
  animation: ${slideIn} var(--sb-motion-normal) var(--sb-motion-easing);
  &:focus-visible {
    outline: none;
  }
  & > [data-part='head'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--sb-space-2);
    padding: var(--sb-space-2) var(--sb-space-2) var(--sb-space-2) var(--sb-space-4);
    border-bottom: 1px solid var(--sb-colors-border);
  }
  & > [data-part='body'] {
    flex: 1;
    overflow-y: auto;
    padding: var(--sb-space-4);
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-2);
  }
`;

const Title = styled(RadixDialog.Title)`
  font-size: var(--sb-fontSizes-lg);
  font-weight: var(--sb-fontWeights-semibold);
`;

/** The phone menu: an IconButton that opens a side sheet (Radix Dialog: focus trapped, Escape closes). */
export function MobileMenu({
  open,
  defaultOpen,
  onOpenChange,
  title,
  triggerLabel,
  closeLabel,
  onCloseAutoFocus,
  children,
}: MobileMenuProps) {
  const intl = useIntl();
  const menu = intl.formatMessage({ id: 'uikit.menu.open' });
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>
        <IconButton label={triggerLabel ?? menu} icon={<Menu size={22} />} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <DialogOverlay />
        <Sheet aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <div data-part="head">
            <Title>{title ?? menu}</Title>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel ?? intl.formatMessage({ id: 'uikit.close' })} icon={<X size={22} />} />
            </RadixDialog.Close>
          </div>
          <div data-part="body">{children}</div>
        </Sheet>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
