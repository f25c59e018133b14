import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@sb/ui-kit';

interface State {
  error: Error | null;
}

/** A failure while rendering a screen shows a message and a retry, never a blank page. */
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
        <h1>
          <FormattedMessage id="app.error.title" />
        </h1>
        <p>
          <FormattedMessage id="app.error.text" />
        </p>
        <Button onClick={() => this.setState({ error: null })}>
          <FormattedMessage id="app.retry" />
        </Button>
      </section>
    );
  }
}
