import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Alert, Button } from '@sb/ui-kit';
import { onlineAtom } from './online.ts';
import { updateReadyAtom } from './update.ts';

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
 * version is ready — reload' once a deploy's worker waits. The new version also takes over by itself on the next
 * change of screen: the screen left behind has nothing typed to lose.
 */
export function ShellNotices() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `app.offline.${id}` });
  const online = useAtomValue(onlineAtom);
  const applyUpdate = useAtomValue(updateReadyAtom);
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (!applyUpdate) {
      shownAt.current = location;
      return;
    }
    if (location !== shownAt.current) applyUpdate();
  }, [applyUpdate, location]);
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
