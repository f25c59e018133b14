import { useIntl } from 'react-intl';
import { errorMessageFor, type ErrorContext } from '@sb/contracts';

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

/** An inline failure message with an optional retry (a failed call never leaves a blank screen). */
export function ApiErrorMessage({ error, context = 'general', onRetry }: ApiErrorMessageProps) {
  const text = useErrorText();
  const intl = useIntl();
  return (
    <div role="alert">
      <p>{text(error, context)}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {intl.formatMessage({ id: 'app.retry' })}
        </button>
      ) : null}
    </div>
  );
}
