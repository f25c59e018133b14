import { useIntl } from 'react-intl';
import { Alert, Button } from '@sb/ui-kit';
import { errorMessageFor, type ErrorContext } from '@sb/contracts';
import { tryNetworkAgain } from '../offline/online.ts';

/** The text a user reads for any failure: the contracts catalogue picks the message id, react-intl the words. */
export function useErrorText() {
  const intl = useIntl();
  return (error: unknown, context: ErrorContext = 'general'): string => {
    const { id, values } = errorMessageFor(error, context);
    return intl.formatMessage({ id }, values);
  };
}

export interface ApiErrorMessageProps {
  error: unknown;
  context?: ErrorContext;
  /** Shown as a button after the message when the failure can be retried. */
  onRetry?: () => void;
}

/** An inline failure message (role="alert") with an optional retry: a failed call never leaves a blank screen. */
export function ApiErrorMessage({ error, context = 'general', onRetry }: ApiErrorMessageProps) {
  const text = useErrorText();
  const intl = useIntl();
  return (
    <Alert
      variant="danger"
      live="alert"
      title={text(error, context)}
      action={
        onRetry ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // a Retry is the customer's own try of the network, even while the calls failed on it
              tryNetworkAgain();
              onRetry();
            }}
          >
            {intl.formatMessage({ id: 'app.retry' })}
          </Button>
        ) : undefined
      }
    />
  );
}
