import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { emailTickets, requestPasswordReset } from '../../api/session';
import { emailOnlyRule } from '../../domain/auth-rules';
import type { TextKey } from '../../i18n/texts';
import { useT } from '../../stores/config';
import { ui } from '../../stores/ui';
import { ruleErrors, ShopForm, TextField } from '../../ui/ShopForm';
import { AuthPage, sendRequest, SuccessNotice } from './AuthPage';

interface EmailValues {
  email?: string;
}

const kinds = {
  forgot: { title: 'title.forgotPassword', submit: 'auth.sendResetLink', success: 'auth.forgotSuccess', call: requestPasswordReset },
  resend: { title: 'title.resendTickets', submit: 'auth.sendTickets', success: 'auth.resendSuccess', call: emailTickets },
} satisfies Record<string, { title: TextKey; submit: TextKey; success: TextKey; call: (email: string) => Promise<unknown> }>;

/**
 * `/forgot-password` and `/resend-tickets` (spec 2, 4, 5): one email field;
 * after the call succeeds the form gives way to the success message.
 */
export function EmailRequestPage({ kind }: { kind: keyof typeof kinds }) {
  const t = useT();
  const { formError } = useSnapshot(ui);
  const [done, setDone] = useState(false);
  const { title, submit, success, call } = kinds[kind];
  return (
    <AuthPage title={t(title)}>
      {done ? (
        <SuccessNotice>
          <p>{t(success)}</p>
        </SuccessNotice>
      ) : (
        <ShopForm<EmailValues>
          error={formError}
          validate={(values) => ruleErrors(emailOnlyRule(values), t)}
          onSubmit={async ({ email = '' }) => {
            if (await sendRequest(() => call(email.trim()))) setDone(true);
          }}
          submitLabel={t(submit)}
        >
          <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" />
        </ShopForm>
      )}
    </AuthPage>
  );
}
