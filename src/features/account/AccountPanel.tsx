import { useId, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { paths } from '../../domain/paths';
import { useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { session } from '../../stores/session';
import { shopData } from '../../stores/shop-data';
import { LogoutButton } from './LogoutButton';

/**
 * The side area's session panel (spec 2): the account panel (name, links to the
 * portal and the account, Logout) when a customer is logged in, else the
 * `guest` panel (the login panel). While a stored token's data loads, neither
 * is shown yet, so a returning customer never sees the login form flash.
 */
export function AccountPanel({ guest }: { guest: ReactNode }) {
  const t = useT();
  const id = useId();
  // Through the root: `shopData.data` is replaced whole when new data arrives.
  const { status, data } = useSnapshot(shopData);
  const { customer } = data;
  const { token } = useSnapshot(session);
  if (!customer) {
    if (token && (status === 'idle' || status === 'loading')) {
      return (
        <p className="es-panel es-loading" role="status">
          {t('state.loading')}
        </p>
      );
    }
    return <>{guest}</>;
  }
  return (
    <section className="es-panel es-account-panel" aria-labelledby={id}>
      <h2 id={id} className="es-panel__title">
        {t('auth.accountPanelTitle')}
      </h2>
      <p className="es-account-panel__name">{customer.full_name}</p>
      <ul className="es-auth-links" role="list">
        <li>
          <a href={hrefFor(paths.portal.href())}>{t('auth.portalLink')}</a>
        </li>
        <li>
          <a href={hrefFor(paths.account.href())}>{t('auth.accountLink')}</a>
        </li>
      </ul>
      <div className="es-actions">
        <LogoutButton />
      </div>
    </section>
  );
}
