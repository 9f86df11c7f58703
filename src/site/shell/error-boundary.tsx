import { Component, type ReactNode } from 'react';
import { env } from '#core/env/index.js';
import { AppError } from './app-error.js';

interface Props {
  /** The boundary clears its error when this changes (the visitor went somewhere else). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * Catches render failures and failed lazy route chunks below it and shows the application error
 * screen instead of a blank page. A class: error boundaries have no hook form.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render failure') };
  }

  override componentDidCatch(error: unknown): void {
    env().log('render failed', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey && this.state.failedAt !== this.props.resetKey) {
      this.setState({ error: null, failedAt: null });
    }
  }

  override render() {
    return this.state.error ? <AppError error={this.state.error} /> : this.props.children;
  }
}
