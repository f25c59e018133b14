import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { onlineAtom } from './online.ts';

/**
 * Why an action that needs the network waits: the one offline reason while the cabinet is offline (the browser has no
 * network, or the calls get no answer: online.ts), else null. Every such action (pay, open the lock, sign, send) shows
 * disabled, described by it.
 */
export function useOfflineReason(): string | null {
  const intl = useIntl();
  return useAtomValue(onlineAtom) ? null : intl.formatMessage({ id: 'app.offline.reason' });
}
