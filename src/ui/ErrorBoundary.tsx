import { Component, type ReactNode } from 'react';
import { UiEnvContext, type UiEnv } from './env';

interface Props {
  children: ReactNode;
  /** A new value (the route) clears the error: the next screen gets its own chance. */
  resetKey?: string;
}

interface State {
  error: unknown;
  key: string | undefined;
}

/**
 * A render error never blanks the page: the part that threw
 * shows a short message and "Try again" (a re-render), the error is logged,
 * and the other parts keep working.
 */
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = UiEnvContext;
  declare context: UiEnv;
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render failed') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('[event-shop] a part of the shop failed to render:', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { t } = this.context;
    return (
      <div className="es-notice es-notice--error" role="alert">
        <p>{t('state.partFailed')}</p>
        <button type="button" className="es-btn es-btn--secondary" onClick={() => this.setState({ error: null })}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
}
