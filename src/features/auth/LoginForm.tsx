import { loginSchema } from '../../domain/auth-rules';
import { paths } from '../../domain/paths';
import { useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { login } from '../../stores/session';
import { TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';

interface LoginValues {
  email?: string;
  password?: string;
}

/**
 * Email and password (docs/spec.md §5 Login), then the links to register,
 * forgot password and resend tickets (docs/spec.md §2 Side area). Used by the
 * side area's login panel and the /login screen; what happens after the call
 * is the session's rule (docs/spec.md §4). A failed login keeps what was typed.
 */
export function LoginForm() {
  const t = useT();
  const links = [
    { to: paths.register.href(), label: t('auth.register') },
    { to: paths.forgotPassword.href(), label: t('auth.forgotPassword') },
    { to: paths.resendTickets.href(), label: t('auth.resendTickets') },
  ];
  return (
    <>
      <ShopForm<LoginValues>
        schema={loginSchema}
        onSubmit={async ({ email = '', password = '' }) => void (await login(email, password))}
        submitLabel={t('auth.login')}
      >
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" />
        <TextField name="password" type="password" label={t('auth.password')} autoComplete="current-password" />
      </ShopForm>
      <ul className="es-links" role="list">
        {links.map((link) => (
          <li key={link.to}>
            <a href={hrefFor(link.to)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
