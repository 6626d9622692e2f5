import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useUi } from './context';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Spec 2: defaults to 'Click Me'. */
  label?: string;
  /** Spec 2: defaults to `button`. */
  type?: 'button' | 'submit' | 'reset';
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Shows a busy state and blocks clicks (a second click never sends twice). */
  busy?: boolean;
  children?: ReactNode;
}

/** Button (spec 2): default label 'Click Me', default type button, tooltip falls back to the label. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ label, type = 'button', variant = 'primary', busy = false, title, children, disabled, className, ...rest }, ref) {
  const { t } = useUi();
  const text = label ?? (children === undefined ? t('button.default') : undefined);
  const tooltip = title ?? label ?? (typeof children === 'string' ? children : text);
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      title={tooltip}
      className={`es-btn es-btn--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children ?? text}
    </button>
  );
});
