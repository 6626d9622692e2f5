import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FormSchema } from '../../domain/validation';
import { SuccessNotice } from '../../components/SuccessNotice';
import { emailOnlySchema, registerSchema } from '../../domain/auth-rules';
import type { TextKey } from '../../i18n/texts';
import { registerCustomer, resendTickets, sendPasswordReset } from '../../stores/account';
import { useT } from '../../stores/config';
import { pageState } from '../../stores/page';
import { TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';
import { AuthPage } from './AuthPage';

interface RequestValues {
  fullName?: string;
  email?: string;
}

interface Kind {
  title: TextKey;
  submit: TextKey;
  success: TextKey;
  schema: FormSchema;
  /** Register asks the full name before the email. */
  withName?: boolean;
  send: (values: Required<RequestValues>) => Promise<{ ok: boolean }>;
}

const kinds = {
  // The password is emailed.
  register: {
    title: 'title.register',
    submit: 'auth.register',
    success: 'auth.registerSuccess',
    schema: registerSchema,
    withName: true,
    send: ({ fullName, email }) => registerCustomer(fullName, email),
  },
  forgot: {
    title: 'title.forgotPassword',
    submit: 'auth.sendResetLink',
    success: 'auth.forgotSuccess',
    schema: emailOnlySchema,
    send: ({ email }) => sendPasswordReset(email),
  },
  resend: {
    title: 'title.resendTickets',
    submit: 'auth.sendTickets',
    success: 'auth.resendSuccess',
    schema: emailOnlySchema,
    send: ({ email }) => resendTickets(email),
  },
} satisfies Record<string, Kind>;

/**
 * `/register` (full name and email), `/forgot-password` and `/resend-tickets`
 * (one email field) (docs/spec.md §2, §4, §5): after the call succeeds the
 * form gives way to the success message; a failure shows the shared form error.
 */
export function RequestPage({ kind }: { kind: keyof typeof kinds }) {
  const t = useT();
  const { formError } = useSnapshot(pageState);
  const [done, setDone] = useState(false);
  const { title, submit, success, schema, withName, send }: Kind = kinds[kind];
  return (
    <AuthPage title={t(title)}>
      {done ? (
        <SuccessNotice>
          <p>{t(success)}</p>
        </SuccessNotice>
      ) : (
        <ShopForm<RequestValues>
          schema={schema}
          error={formError}
          onSubmit={async ({ fullName = '', email = '' }) => {
            if ((await send({ fullName, email })).ok) setDone(true);
          }}
          submitLabel={t(submit)}
        >
          {withName && <TextField name="fullName" label={t('auth.fullName')} autoComplete="name" />}
          <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" />
        </ShopForm>
      )}
    </AuthPage>
  );
}
