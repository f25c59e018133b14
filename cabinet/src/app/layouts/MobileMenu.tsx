import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { LogOut, Menu, X } from 'lucide-react';
import { Button, IconButton, MOBILE_QUERY } from '@sb/ui-kit';
import { LanguageSwitch, TabList, TabMenu, TopLinks } from './parts.tsx';

const Panel = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-6);
  width: min(320px, 100vw);
  padding: var(--sb-space-4);
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-dialog);
  overflow-y: auto;
  /* scrolling the panel to its end never hands the scroll on to the page */
  overscroll-behavior: contain;
  ${TabList} {
    flex-direction: column;
  }
`;
const PanelHead = styled.div`
  display: flex;
  justify-content: flex-end;
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 49;
  background: var(--sb-colors-overlay);
  /* a swipe over the dimmed page does not pan it (touch browsers ignore the body's overflow for that) */
  touch-action: none;
`;

/** While the menu is open the page under it stays still: the body does not scroll. */
function usePageScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, [locked]);
}

/**
 * The phone menu: the tabs, the top-bar links, the language and logout. It closes on every route change, on
 * Escape, and when the width crosses 770 px (rotating the phone into the wide layout), but not on a resize of the
 * height alone: the on-screen keyboard (the language select) and the browser's toolbar change only the height.
 */
export function MobileMenu({ onLogout }: { onLogout: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // closed by the user (not by a navigation, which focuses the new page's heading): focus returns to the menu button
  const close = () => {
    setOpen(false);
    menuRef.current?.focus();
  };
  useEffect(() => setOpen(false), [location]);
  usePageScrollLock(open);
  // the panel is a modal dialog: focus starts on its close button (what autoFocus did, without the lint rule's
  // objection to focusing on page load: this only runs when the user opens the menu)
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const breakpoint = window.matchMedia(MOBILE_QUERY);
    const crossed = () => setOpen(false);
    breakpoint.addEventListener('change', crossed);
    return () => breakpoint.removeEventListener('change', crossed);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        menuRef.current?.focus();
      }
      if (e.key !== 'Tab') return;
      // a modal panel keeps Tab / Shift+Tab inside it
      const items = [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, input') ?? [])];
      const edge = e.shiftKey ? items[0] : items.at(-1);
      if (!edge || document.activeElement !== edge) return;
      e.preventDefault();
      (e.shiftKey ? items.at(-1) : items[0])?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <IconButton
        label={intl.formatMessage({ id: 'app.nav.menu' })}
        icon={<Menu aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        ref={menuRef}
      />
      {open ? (
        <>
          <Backdrop onClick={close} />
          <Panel ref={panelRef} id={panelId} role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'app.nav.menu' })}>
            <PanelHead>
              <IconButton label={intl.formatMessage({ id: 'app.nav.closeMenu' })} icon={<X aria-hidden />} onClick={close} ref={closeRef} />
            </PanelHead>
            <TabMenu />
            <TopLinks vertical />
            <LanguageSwitch />
            <Button
              variant="secondary"
              icon={<LogOut size={18} aria-hidden />}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              {intl.formatMessage({ id: 'app.nav.logout' })}
            </Button>
          </Panel>
        </>
      ) : null}
    </>
  );
}
