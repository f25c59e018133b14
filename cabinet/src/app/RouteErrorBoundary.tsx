import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState } from '@sb/ui-kit';
import { useLocation } from 'wouter';
import { PageHeading } from '../shared/ui/PageHeading.tsx';

interface Props {
  children: ReactNode;
  /** A new value clears a failure (the URL: moving on recovers without remounting the screen). */
  resetKey?: string;
  /** Above the layouts: the message stands in a page of its own (a main landmark). */
  shell?: boolean;
}

const ShellFrame = styled.main`
  max-width: var(--sb-layout-formMax);
  margin: 0 auto;
  padding: var(--sb-space-8) var(--sb-space-4);
`;

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * A failure while rendering a screen (or loading its chunk) shows a message and a retry, never a blank page.
 * One boundary per route: App keys it by path, or passes the path as `resetKey`, so moving elsewhere recovers too.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const Frame = this.props.shell ? ShellFrame : 'section';
    return (
      <Frame role="alert">
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
      </Frame>
    );
  }
}

/** Above the layouts (App): a failure in the shell itself (a menu, the header) shows the app's error in a page of its own. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location} shell>
      {children}
    </RouteErrorBoundary>
  );
}
