import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Alert, Button } from '@sb/ui-kit';
import { onlineAtom } from './online.ts';
import { updateReadyAtom } from './update.ts';
import { queryClientAtom } from '../api/serverState.ts';

const Bar = styled.div`
  position: fixed;
  inset: auto var(--sb-space-3) var(--sb-space-3);
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  max-width: 560px;
  margin: 0 auto;
  &:empty {
    display: none;
  }
`;

/**
 * The shell's own notices at the bottom of every page: 'no connection' while the browser is offline, and 'a new
 * version is ready — reload' once a deploy's worker waits. A new version never costs what was typed or a flow in
 * progress: it takes over by itself only on a move between two `resting` screens (their state lives in the address
 * and the server) with nothing typed on the screen left and no command running; otherwise the offer waits for Reload.
 */
export function ShellNotices({ resting = () => false }: { resting?: (path: string) => boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `app.offline.${id}` });
  const online = useAtomValue(onlineAtom);
  const applyUpdate = useAtomValue(updateReadyAtom);
  const client = useAtomValue(queryClientAtom);
  const [location] = useLocation();
  const shownAt = useRef(location);
  const typed = useRef(false);
  // anything typed, ticked or chosen on the screen shown: leaving it must not reload what it led to
  useEffect(() => {
    const mark = () => {
      typed.current = true;
    };
    document.addEventListener('input', mark, true);
    document.addEventListener('change', mark, true);
    return () => {
      document.removeEventListener('input', mark, true);
      document.removeEventListener('change', mark, true);
    };
  }, []);
  useEffect(() => {
    const left = shownAt.current;
    if (location === left) return;
    shownAt.current = location;
    const typedThere = typed.current;
    typed.current = false;
    if (applyUpdate && !typedThere && resting(left) && resting(location) && client.isMutating() === 0) applyUpdate();
  }, [applyUpdate, location, resting, client]);
  return (
    <Bar>
      {!online && (
        <Alert variant="warning" title={t('title')}>
          {t('text')}
        </Alert>
      )}
      {applyUpdate && (
        <Alert
          variant="info"
          title={t('updateTitle')}
          action={
            <Button size="sm" onClick={applyUpdate}>
              {t('reload')}
            </Button>
          }
        >
          {t('updateText')}
        </Alert>
      )}
    </Bar>
  );
}
