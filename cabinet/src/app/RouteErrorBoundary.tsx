import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState } from '@sb/ui-kit';
import { PageHeading } from '../shared/ui/PageHeading.tsx';

interface State {
  error: Error | null;
}

/**
 * A failure while rendering a screen (or loading its chunk) shows a message and a retry, never a blank page.
 * One boundary per route (App keys it by path, so moving elsewhere recovers too).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert">
        <PageHeading>
          <FormattedMessage id="app.error.title" />
        </PageHeading>
        <EmptyState
          variant="danger"
          title={<FormattedMessage id="app.error.text" />}
          headingLevel={2}
          action={
            <Button onClick={() => this.setState({ error: null })}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      </section>
    );
  }
}
