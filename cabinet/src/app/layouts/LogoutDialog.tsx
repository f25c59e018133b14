import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Button, Dialog, useToast } from '@sb/ui-kit';
import { endSessionAtom, LOGOUT_REDIRECT_MS } from '../../shared/session/logout.ts';
import { pathTo } from '../../shared/routing/paths.ts';

// Its own chunk (Layouts.tsx loads it on the first logout): the Radix dialog stays out of every first load.

/** Confirmed logout: the session ends in every tab and the login page opens after 500 ms. */
export function useLogout() {
  const endSession = useSetAtom(endSessionAtom);
  const [, navigate] = useLocation();
  const toast = useToast();
  const intl = useIntl();
  return () => {
    toast.show({ variant: 'info', title: intl.formatMessage({ id: 'app.logout.done' }) });
    window.setTimeout(() => {
      endSession();
      navigate(pathTo('login'), { replace: true });
    }, LOGOUT_REDIRECT_MS);
  };
}

export default function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage({ id: 'app.logout.title' })}
      description={intl.formatMessage({ id: 'app.logout.text' })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage({ id: 'app.logout.cancel' })}
          </Button>
          <Button
            variant="danger"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              logout();
            }}
          >
            {intl.formatMessage({ id: 'app.logout.confirm' })}
          </Button>
        </>
      }
    />
  );
}
