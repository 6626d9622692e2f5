import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Customer } from '../../api/types';
import { accountSchema } from '../../domain/auth-rules';
import { saveSettings } from '../../stores/account';
import { useConfig, useT } from '../../stores/config';
import { shopData } from '../../stores/shop-data';
import { pageState } from '../../stores/page';
import { useStyles } from '../../ui/env';
import { optionsOf } from '../../ui/Dropdown';
import { SelectField, TextField } from '../../ui/form-fields';
import { ShopForm } from '../../ui/ShopForm';
import css from './account.css';
import { LogoutButton } from './LogoutButton';

interface AccountValues {
  oldPassword?: string;
  fullName?: string;
  email?: string;
  newPassword?: string;
  confirmation?: string;
  country?: string;
  address?: Record<string, string>;
}

function valuesOf(customer: Customer | null, lines: string[]): AccountValues {
  const address: Record<string, string> = {};
  for (const key of lines) address[key] = customer?.address?.[key] ?? '';
  return { fullName: customer?.fullName ?? '', email: customer?.email ?? '', country: customer?.country ?? '', address };
}

/**
 * `/account` (docs/spec.md §2 Account view): current password to authorise, name, email,
 * an optional new password, the configured address lines and the country.
 * Checked in the order of docs/spec.md §5; a failed call shows the shared form error and
 * keeps every typed value; success toasts and takes the server's data.
 */
export function AccountPage() {
  useStyles(css);
  const t = useT();
  const config = useConfig();
  const { customer } = useSnapshot(shopData.data);
  const { formError } = useSnapshot(pageState);
  const lines = Object.entries(config.addressLines);
  // react-final-form starts over whenever `initialValues` is a new object, and
  // every answer that carries data (a cart edit, a login in another tab, a
  // retry) brings a new customer object. So new initial values only when their
  // content changes, or after this form's own successful save (which clears the
  // password fields): nothing typed is lost to data arriving.
  const fresh = valuesOf(customer as Customer | null, Object.keys(config.addressLines));
  const content = JSON.stringify(fresh);
  const [saves, setSaves] = useState(0);
  // `fresh` is what `content` spells: keyed on the text, not the object.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the text `fresh` spells, not on the object.
  const initialValues = useMemo(() => fresh, [content, saves]);
  return (
    <section className="es-page es-account">
      <h1 className="es-page__title">{t('title.account')}</h1>
      <ShopForm<AccountValues>
        initialValues={initialValues}
        error={formError}
        schema={accountSchema}
        onSubmit={async (values) => {
          const result = await saveSettings({
            oldPassword: values.oldPassword ?? '',
            newPassword: values.newPassword ? values.newPassword : null,
            fullName: (values.fullName ?? '').trim(),
            email: (values.email ?? '').trim(),
            country: values.country || null,
            address: { ...initialValues.address, ...values.address },
          });
          if (result.ok) setSaves((n) => n + 1);
        }}
        submitLabel={t('account.update')}
        actions={<LogoutButton />}
      >
        <TextField name="oldPassword" type="password" label={t('account.currentPassword')} autoComplete="current-password" required />
        <TextField name="fullName" label={t('auth.fullName')} autoComplete="name" required />
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required />
        <TextField
          name="newPassword"
          type="password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordAdvice')}
        />
        <TextField name="confirmation" type="password" label={t('auth.confirmPassword')} autoComplete="new-password" />
        {lines.map(([key, line]) => (
          <TextField key={key} name={`address.${key}`} label={line.text} required={line.required} />
        ))}
        <SelectField name="country" label={t('account.country')} options={optionsOf(config.countries)} />
      </ShopForm>
    </section>
  );
}
