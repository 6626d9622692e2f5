import { useEffect, useRef, type ReactNode } from 'react';
import { clearFormError, showFormError } from '../../stores/ui';

/** The frame of the session screens: a title and a narrow column. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="es-page es-auth">
      <h1 className="es-page__title">{title}</h1>
      {children}
    </section>
  );
}

/**
 * A screen's success message (spec 4 Other flows). It takes focus when it
 * replaces the form, so keyboard and screen reader users land on it.
 */
export function SuccessNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="es-notice es-notice--success es-auth__done" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}

/**
 * Run a form's request. A failure sets the shared form error (spec 8: register,
 * forgot password and resend tickets fail silently in the view; the shared
 * layer shows the error) and resolves false, leaving the form as typed.
 */
export async function sendRequest(request: () => Promise<unknown>): Promise<boolean> {
  clearFormError();
  try {
    await request();
    return true;
  } catch (error) {
    showFormError(error);
    return false;
  }
}
