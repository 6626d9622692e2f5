import { useEffect, useRef, type ReactNode } from 'react';
import { useStyles } from '../ui/env';
import css from './components.css';

/**
 * A screen's success message (docs/spec.md §4 Other flows: a form that switches to its
 * success message). It takes focus when it replaces the form, so keyboard and
 * screen reader users land on it.
 */
export function SuccessNotice({ children }: { children: ReactNode }) {
  useStyles(css);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="es-notice es-notice--success" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
