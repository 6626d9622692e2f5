import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SuccessNotice } from '../../components/SuccessNotice';
import { emailOnlySchema } from '../../domain/auth-rules';
import type { TextKey } from '../../i18n/texts';
import { resendTickets, sendPasswordReset } from '../../stores/account';
import { useT } from '../../stores/config';
import { pageState } from '../../stores/page';
import { TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';
import { AuthPage } from './AuthPage';

interface EmailValues {
  email?: string;
}

const kinds = {
  forgot: { title: 'title.forgotPassword', submit: 'auth.sendResetLink', success: 'auth.forgotSuccess', send: sendPasswordReset },
  resend: { title: 'title.resendTickets', submit: 'auth.sendTickets', success: 'auth.resendSuccess', send: resendTickets },
} satisfies Record<string, { title: TextKey; submit: TextKey; success: TextKey; send: (email: string) => Promise<{ ok: boolean }> }>;

/**
 * `/forgot-password` and `/resend-tickets` (docs/spec.md §2, §4, §5): one email field;
 * after the call succeeds the form gives way to the success message.
 */
export function EmailRequestPage({ kind }: { kind: keyof typeof kinds }) {
  const t = useT();
  const { formError } = useSnapshot(pageState);
  const [done, setDone] = useState(false);
  const { title, submit, success, send } = kinds[kind];
  return (
    <AuthPage title={t(title)}>
      {done ? (
        <SuccessNotice>
          <p>{t(success)}</p>
        </SuccessNotice>
      ) : (
        <ShopForm<EmailValues>
          schema={emailOnlySchema}
          error={formError}
          onSubmit={async ({ email = '' }) => {
            if ((await send(email)).ok) setDone(true);
          }}
          submitLabel={t(submit)}
        >
          <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" />
        </ShopForm>
      )}
    </AuthPage>
  );
}
