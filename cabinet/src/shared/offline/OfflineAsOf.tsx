import { useIntl } from 'react-intl';
import { Alert } from '@sb/ui-kit';
import { useFormat } from '../format.ts';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * Above what a screen shows from the session's kept answers while there is no network: 'as of 14:05' (with the day
 * when it is not today: 'as of 25.11, 14:05') and that the actions needing the network (pay, open the lock, sign, send
 * a request) wait for it.
 */
export function OfflineAsOf({ at, now = new Date() }: { at: number; now?: Date }) {
  const intl = useIntl();
  const f = useFormat();
  const when = new Date(at);
  const time = sameDay(when, now) ? f.time(when) : f.dayTime(when);
  return (
    <Alert variant="warning" live="none" title={intl.formatMessage({ id: 'app.offline.asOf' }, { time })}>
      {intl.formatMessage({ id: 'app.offline.actions' })}
    </Alert>
  );
}
