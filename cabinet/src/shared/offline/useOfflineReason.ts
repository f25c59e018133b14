import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { onlineAtom } from './online.ts';

/**
 * Why an action that needs the network waits: the one offline reason while the browser has no network, else null.
 * Every such action (pay, open the lock, sign, send) shows disabled, described by it (issue 27).
 */
export function useOfflineReason(): string | null {
  const intl = useIntl();
  return useAtomValue(onlineAtom) ? null : intl.formatMessage({ id: 'app.offline.reason' });
}
