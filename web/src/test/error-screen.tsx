import { Component, type ReactNode } from 'react';

/**
 * Stands in for the app's error boundary (app/shell/error-boundary.tsx): "error screen" once a
 * render error reaches it, the error kept in `caught`.
 */
export function errorScreen() {
  const seen: { caught: unknown } = { caught: null };
  class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override componentDidCatch(error: unknown) {
      seen.caught = error;
    }
    override render() {
      return this.state.failed ? <p>error screen</p> : this.props.children;
    }
  }
  return { ErrorScreen, seen };
}
