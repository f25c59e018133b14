import { useIntl } from 'react-intl';
import { Alert, Button } from '@sb/ui-kit';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';

export interface RefreshFailedProps {
  /** The failure of the reload. */
  error: unknown;
  /** What could not be refreshed: its title's message id. */
  titleId: 'profile.refresh.profileFailed' | 'profile.refresh.requisitesFailed';
  onRetry: () => void;
}

/**
 * A reload failed while data is already on screen (typically right after a save): the data stays, this note says
 * the refresh failed and offers to try again. Only a first load that fails replaces the section with an error.
 */
export function RefreshFailed({ error, titleId, onRetry }: RefreshFailedProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Alert
      variant="warning"
      live="status"
      title={intl.formatMessage({ id: titleId })}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'profile.refresh.retry' })}
        </Button>
      }
    >
      {errorText(error)} {intl.formatMessage({ id: 'profile.refresh.kept' })}
    </Alert>
  );
}
