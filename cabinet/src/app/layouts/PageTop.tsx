import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { ArrowLeft } from 'lucide-react';
import { Alert, Button, Stack } from '@sb/ui-kit';
import { NO_BACK_AFTER, previousPathAtom } from '../session/history.ts';
import { dismissAlertAtom, globalAlertAtom } from '../../shared/errors/globalAlert.ts';
import { useErrorText } from '../../shared/errors/ApiErrorMessage.tsx';

/** Back to the previous in-app page; hidden on the first page and after /login or the legacy login. */
export function BackButton() {
  const intl = useIntl();
  const previous = useAtomValue(previousPathAtom);
  if (!previous || NO_BACK_AFTER.includes(previous.split('?')[0] ?? '')) return null;
  return (
    <Button variant="ghost" size="sm" icon={<ArrowLeft size={18} aria-hidden />} onClick={() => window.history.back()}>
      {intl.formatMessage({ id: 'app.nav.back' })}
    </Button>
  );
}

/** Failures no screen shows inline (a session that ended, a failed background call). */
export function GlobalAlert() {
  const alert = useAtomValue(globalAlertAtom);
  const dismiss = useSetAtom(dismissAlertAtom);
  const intl = useIntl();
  const errorText = useErrorText();
  if (!alert) return null;
  const text = alert.messageId ? intl.formatMessage({ id: alert.messageId }) : errorText(alert.error);
  return (
    <Alert
      key={alert.key}
      variant={alert.tone === 'info' ? 'info' : 'danger'}
      live={alert.tone === 'info' ? 'status' : 'alert'}
      title={text}
      onDismiss={dismiss}
      data-testid="global-alert"
    />
  );
}

/** What sits above every screen: the back button and the global alert (nothing, and no space, when neither shows). */
export function PageTop() {
  const previous = useAtomValue(previousPathAtom);
  const alert = useAtomValue(globalAlertAtom);
  const back = previous && !NO_BACK_AFTER.includes(previous.split('?')[0] ?? '');
  if (!back && !alert) return null;
  return (
    <Stack gap={3} style={{ marginBottom: 'var(--sb-space-4)' }}>
      <BackButton />
      <GlobalAlert />
    </Stack>
  );
}
