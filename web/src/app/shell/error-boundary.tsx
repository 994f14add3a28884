import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type State = { failed: boolean };

/** Catches render errors outside the router (the router has its own errorElement). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
