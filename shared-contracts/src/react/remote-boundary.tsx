import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailure, type RemoteFailureVariant } from './remote-failure.tsx';

interface RemoteBoundaryProps {
  children: ReactNode;
  variant: RemoteFailureVariant;
  /** Called by Retry before the children render again (a new load attempt). */
  onRetry(): void;
}

interface RemoteBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Around every remote module on the page (a route or a widget): a remote that is down or broken
 * shows a failure with Retry in its own place and never takes the rest of the page with it.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote ${this.props.variant}] failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) {
      return <RemoteFailure error={this.state.error} variant={this.props.variant} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
