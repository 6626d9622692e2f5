import { loginSchema } from '../../domain/auth-rules';
import { useT } from '../../stores/config';
import { login } from '../../stores/session';
import { TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';

interface LoginValues {
  email?: string;
  password?: string;
}

/**
 * Email and password (docs/spec.md §5 Login). Used by the side area's login panel and the
 * /login screen; what happens after the call is the session's rule (docs/spec.md §4).
 * A failed login keeps what was typed.
 */
export function LoginForm() {
  const t = useT();
  return (
    <ShopForm<LoginValues>
      schema={loginSchema}
      onSubmit={async ({ email = '', password = '' }) => void (await login(email, password))}
      submitLabel={t('auth.login')}
    >
      <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" />
      <TextField name="password" type="password" label={t('auth.password')} autoComplete="current-password" />
    </ShopForm>
  );
}
