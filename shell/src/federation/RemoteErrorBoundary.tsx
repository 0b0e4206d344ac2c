// Catches a remote area's load or render failure so only that area shows the fallback.
import { Component, Fragment, type ReactNode } from 'react';
import { reportRemoteAreaError } from '../telemetry/remote-errors';

interface Props {
  /** Identifies the area in logs. */
  id: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** A new value (the next page's path) clears a failure: the area tries again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`[shell] remote area ${this.props.id} failed`, error);
    reportRemoteAreaError(this.props.id, error);
  }

  componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.props.onRetry();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key remounts the subtree so a fresh load starts.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
