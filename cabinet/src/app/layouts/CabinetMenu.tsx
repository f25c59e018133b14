import { useIntl } from 'react-intl';
import { LogOut } from 'lucide-react';
import { Button, MobileMenu } from '@sb/ui-kit';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { CabinetTabs, TopLinks } from './navigation.tsx';

// Its own chunk, fetched when a phone shows the cabinet (PhoneMenu in Layouts.tsx): the Radix dialog under ui-kit's
// MobileMenu stays out of every first load, as the logout dialog does.

export interface CabinetMenuProps {
  open: boolean;
  /** Radix's requests (the close button, Escape, a tap beside the sheet). */
  onOpenChange: (open: boolean) => void;
  /** See MobileMenu: prevented when a followed link closed the menu (the new page's heading has the focus). */
  onCloseAutoFocus: (event: Event) => void;
  onLogout: () => void;
}

/** The phone menu: the sections, the top-bar links, the language and logout, in ui-kit's MobileMenu (Radix: focus trap, Escape). */
export default function CabinetMenu({ open, onOpenChange, onCloseAutoFocus, onLogout }: CabinetMenuProps) {
  const intl = useIntl();
  const menu = intl.formatMessage({ id: 'app.nav.menu' });
  return (
    <MobileMenu
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={menu}
      triggerLabel={menu}
      closeLabel={intl.formatMessage({ id: 'app.nav.closeMenu' })}
    >
      <CabinetTabs variant="list" />
      <TopLinks vertical />
      <LanguageSwitch />
      <Button
        variant="secondary"
        icon={<LogOut size={18} aria-hidden />}
        onClick={() => {
          onOpenChange(false);
          onLogout();
        }}
      >
        {intl.formatMessage({ id: 'app.nav.logout' })}
      </Button>
    </MobileMenu>
  );
}
