import { useRef, useState, useEffect } from 'react';
import { SuccessNotice } from '../../components/SuccessNotice';
import { resetPasswordSchema } from '../../domain/auth-rules';
import { paths } from '../../domain/paths';
import { setNewPassword } from '../../stores/account';
import { useT } from '../../stores/config';
import { hrefFor, navigate } from '../../stores/location';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';
import { AuthPage } from './AuthPage';

interface ResetValues {
  password?: string;
  confirmation?: string;
}

/**
 * `/reset-password/{email}/{token}` (docs/spec.md §2, §4, §5, §8), three states: the form
 * (8-character advice, mismatch message), the invalid-code state that ANY
 * failed call leads to, with a Restart button, and success. `email` and `token`
 * arrive decoded (app/View `decodeParams`) and are sent exactly as given.
 */
export function ResetPasswordPage({ email, token }: { email: string; token: string }) {
  const t = useT();
  const [state, setState] = useState<'form' | 'invalid' | 'done'>('form');
  return (
    <AuthPage title={t('title.resetPassword')}>
      {state === 'form' && (
        <ShopForm<ResetValues>
          schema={resetPasswordSchema}
          onSubmit={async ({ password = '' }) => setState((await setNewPassword(token, email, password)).ok ? 'done' : 'invalid')}
          submitLabel={t('auth.resetPassword')}
        >
          <TextField
            name="password"
            type="password"
            label={t('auth.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordAdvice')}
          />
          <TextField name="confirmation" type="password" label={t('auth.confirmPassword')} autoComplete="new-password" />
        </ShopForm>
      )}
      {state === 'invalid' && <InvalidCode />}
      {state === 'done' && (
        <SuccessNotice>
          <p>{t('auth.resetSuccess')}</p>
          <a href={hrefFor(paths.login.href())}>{t('auth.login')}</a>
        </SuccessNotice>
      )}
    </AuthPage>
  );
}

function InvalidCode() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="es-notice es-notice--error" role="alert" tabIndex={-1}>
      <div>
        <h2 className="es-auth__invalid-title">{t('auth.resetInvalidTitle')}</h2>
        <p>{t('auth.resetInvalidText')}</p>
      </div>
      <Button variant="secondary" onClick={() => navigate(paths.forgotPassword.href())}>
        {t('auth.restart')}
      </Button>
    </div>
  );
}
