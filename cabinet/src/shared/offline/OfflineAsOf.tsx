import { useIntl } from 'react-intl';
import { Alert } from '@sb/ui-kit';
import { useFormat } from '../format.ts';

/**
 * Above what a screen shows from the session's kept answers while there is no network: 'as of 14:05' and that the
 * actions needing the network (pay, open the lock, sign, send a request) wait for it.
 */
export function OfflineAsOf({ at }: { at: number }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <Alert variant="warning" live="none" title={intl.formatMessage({ id: 'app.offline.asOf' }, { time: f.time(new Date(at)) })}>
      {intl.formatMessage({ id: 'app.offline.actions' })}
    </Alert>
  );
}
