import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailure } from './RemoteFailure.tsx';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Called by Retry before the children render again (a new load attempt). */
  onRetry(): void;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Route-level boundary: a remote that is down or broken never takes the header, footer or other routes. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] route failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return <RemoteFailure error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
