import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SuccessNotice } from '../../components/SuccessNotice';
import { registerSchema } from '../../domain/auth-rules';
import { registerCustomer } from '../../stores/account';
import { useT } from '../../stores/config';
import { pageState } from '../../stores/page';
import { TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';
import { AuthPage } from './AuthPage';

interface RegisterValues {
  full_name?: string;
  email?: string;
}

/**
 * `/register` (docs/spec.md §2, §5): full name and email; the password is emailed. After
 * the call succeeds the form gives way to the success message.
 */
export function RegisterPage() {
  const t = useT();
  const { formError } = useSnapshot(pageState);
  const [done, setDone] = useState(false);
  return (
    <AuthPage title={t('title.register')}>
      {done ? (
        <SuccessNotice>
          <p>{t('auth.registerSuccess')}</p>
        </SuccessNotice>
      ) : (
        <ShopForm<RegisterValues>
          schema={registerSchema}
          error={formError}
          onSubmit={async ({ full_name = '', email = '' }) => {
            if ((await registerCustomer(full_name, email)).ok) setDone(true);
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
