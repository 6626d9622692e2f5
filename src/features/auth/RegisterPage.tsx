import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { register } from '../../api/session';
import { registerRule } from '../../domain/auth-rules';
import { getConfig, useT } from '../../stores/config';
import { ui } from '../../stores/ui';
import { trackPixel } from '../../tracking/events';
import { ruleErrors, ShopForm, TextField } from '../../ui/ShopForm';
import { AuthPage, sendRequest, SuccessNotice } from './AuthPage';

interface RegisterValues {
  full_name?: string;
  email?: string;
}

/**
 * `/register` (spec 2, 5): full name and email; the password is emailed. After
 * the call succeeds the form gives way to the success message, and the
 * registration pixel event fires if a pixel id is configured (spec 7).
 */
export function RegisterPage() {
  const t = useT();
  const { formError } = useSnapshot(ui);
  const [done, setDone] = useState(false);
  return (
    <AuthPage title={t('title.register')}>
      {done ? (
        <SuccessNotice>
          <p>{t('auth.registerSuccess')}</p>
        </SuccessNotice>
      ) : (
        <ShopForm<RegisterValues>
          error={formError}
          validate={(values) => ruleErrors(registerRule(values), t)}
          onSubmit={async ({ full_name = '', email = '' }) => {
            if (!(await sendRequest(() => register(full_name.trim(), email.trim())))) return;
            trackPixel(getConfig().pixelId, 'CompleteRegistration');
            setDone(true);
          }}
          submitLabel={t('auth.register')}
        >
          <TextField name="full_name" label={t('auth.fullName')} autoComplete="name" />
          <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" />
        </ShopForm>
      )}
    </AuthPage>
  );
}
