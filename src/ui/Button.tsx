import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useUiEnv } from './env';
import { kitState } from './kit-state';
import { WaitNotice } from './WaitNotice';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** docs/spec.md §2: defaults to 'Click Me'. */
  label?: string;
  /** docs/spec.md §2: defaults to `button`. */
  type?: 'button' | 'submit' | 'reset';
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Shows a busy state and blocks clicks (a second click never sends twice). */
  busy?: boolean;
  children?: ReactNode;
}

/** Button (docs/spec.md §2): default label 'Click Me', default type button, tooltip falls back to the label. */
export function Button({ label, type = 'button', variant = 'primary', busy, title, children, disabled, className, ...rest }: ButtonProps) {
  const { t } = useUiEnv();
  const text = label ?? (children === undefined ? t('button.default') : undefined);
  const tooltip = title ?? label ?? (typeof children === 'string' ? children : text);
  const button = (
    <button
      {...rest}
      type={type}
      title={tooltip}
      className={`es-btn es-btn--${variant}${className ? ` ${className}` : ''}`}
      // Busy, it keeps focus (a disabled button drops it) and ignores clicks: a second click never sends twice.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : rest.onClick}
    >
      {busy ? <Busy>{children ?? text}</Busy> : (children ?? text)}
    </button>
  );
  // A busy button's call may wait for a busy backend: the notice says why, beside the button.
  return busy ? (
    <>
      {button}
      <WaitNotice />
    </>
  ) : (
    button
  );
}

/** A busy button's label, or "Still working…" once a call has run past 10 s (only busy buttons follow that). */
function Busy({ children }: { children: ReactNode }) {
  const { t } = useUiEnv();
  return <>{useSnapshot(kitState).slow ? t('state.stillWorking') : children}</>;
}
