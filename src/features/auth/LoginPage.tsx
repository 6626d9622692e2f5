import { useT } from '../../stores/config';
import { AuthPage } from './AuthPage';
import { LoginForm } from './LoginForm';

/** `/login` (optional `from`): where login-required routes send visitors (docs/spec.md §2). */
export function LoginPage() {
  const t = useT();
  return (
    <AuthPage title={t('title.login')}>
      <LoginForm />
    </AuthPage>
  );
}
