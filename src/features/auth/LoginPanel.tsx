import { useId } from 'react';
import { useT } from '../../stores/config';
import { LoginForm } from './LoginForm';

/** The side area's login panel (docs/spec.md §2): email, password, and the links. */
export function LoginPanel() {
  const t = useT();
  const id = useId();
  return (
    <section className="es-panel es-login-panel" aria-labelledby={id}>
      <h2 id={id} className="es-panel__title">
        {t('auth.loginPanelTitle')}
      </h2>
      <LoginForm />
    </section>
  );
}
