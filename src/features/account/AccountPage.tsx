import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { useSnapshot } from 'valtio';
import type { Customer } from '../../api/types';
import { accountRule } from '../../domain/auth-rules';
import { useConfig, useT } from '../../stores/config';
import { saveSettings } from '../../stores/session';
import { shopData } from '../../stores/shop-data';
import { clearFormError, showFormError, ui } from '../../stores/ui';
import { Dropdown, optionsOf } from '../../ui/Dropdown';
import { ruleErrors, ShopForm, TextField } from '../../ui/ShopForm';
import { notify } from '../../ui/toast';
import { LogoutButton } from './LogoutButton';

interface AccountValues {
  old_password?: string;
  full_name?: string;
  email?: string;
  new_password?: string;
  confirmation?: string;
  country?: string;
  address?: Record<string, string>;
}

function valuesOf(customer: Customer | null, lines: string[]): AccountValues {
  const address: Record<string, string> = {};
  for (const key of lines) address[key] = customer?.address?.[key] ?? '';
  return { full_name: customer?.full_name ?? '', email: customer?.email ?? '', country: customer?.country ?? '', address };
}

/**
 * `/account` (spec 2 Account view): current password to authorise, name, email,
 * an optional new password, the configured address lines and the country.
 * Checked in the spec 5 order; a failed call shows the shared form error and
 * keeps every typed value; success toasts and takes the server's data.
 */
export function AccountPage() {
  const t = useT();
  const config = useConfig();
  // Through the root: `shopData.data` is replaced whole when new data arrives.
  const { customer } = useSnapshot(shopData).data;
  const { formError } = useSnapshot(ui);
  const lines = Object.entries(config.addressLines);
  const keys = lines.map(([key]) => key).join('\n');
  // react-final-form starts over whenever `initialValues` is a new object, and
  // every answer that carries data (a cart edit, a login in another tab, a
  // retry) brings a new customer object. So new initial values only when their
  // content changes, or after this form's own successful save (which clears the
  // password fields): nothing typed is lost to data arriving (issue 3 point 5).
  const fresh = valuesOf(customer as Customer | null, keys ? keys.split('\n') : []);
  const content = JSON.stringify(fresh);
  const [saves, setSaves] = useState(0);
  // `fresh` is what `content` spells: keyed on the text, not the object.
  const initialValues = useMemo(() => fresh, [content, saves]);
  return (
    <section className="es-page es-account">
      <h1 className="es-page__title">{t('title.account')}</h1>
      <ShopForm<AccountValues>
        initialValues={initialValues}
        error={formError}
        validate={(values) => ruleErrors(accountRule(values), t)}
        onSubmit={async (values) => {
          clearFormError();
          try {
            await saveSettings({
              old_password: values.old_password ?? '',
              new_password: values.new_password ? values.new_password : null,
              full_name: (values.full_name ?? '').trim(),
              email: (values.email ?? '').trim(),
              country: values.country || null,
              address: { ...initialValues.address, ...values.address },
            });
            setSaves((n) => n + 1);
            notify.success(t('account.updated'));
          } catch (error) {
            showFormError(error);
          }
        }}
        submitLabel={t('account.update')}
        actions={<LogoutButton />}
      >
        <TextField name="old_password" type="password" label={t('account.currentPassword')} autoComplete="current-password" required />
        <TextField name="full_name" label={t('auth.fullName')} autoComplete="name" required />
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required />
        <TextField name="new_password" type="password" label={t('auth.newPassword')} autoComplete="new-password" hint={t('auth.passwordAdvice')} />
        <TextField name="confirmation" type="password" label={t('auth.confirmPassword')} autoComplete="new-password" />
        {lines.map(([key, line]) => (
          <TextField key={key} name={`address.${key}`} label={line.text} required={line.required} />
        ))}
        <CountryField label={t('account.country')} countries={config.countries} />
      </ShopForm>
    </section>
  );
}

function CountryField({ label, countries }: { label: string; countries: Record<string, string> }) {
  const { input } = useField<string>('country', { subscription: { value: true } });
  const options = useMemo(() => optionsOf(countries), [countries]);
  return <Dropdown name="country" label={label} options={options} value={input.value} onChange={input.onChange} onBlur={input.onBlur} />;
}
