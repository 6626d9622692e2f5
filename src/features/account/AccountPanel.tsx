import { useId, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Loading } from '../../components/Loading';
import { paths } from '../../domain/paths';
import { useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';
import { useDataSettled } from '../../stores/orders';
import { session } from '../../stores/session';
import { shopData } from '../../stores/shop-data';
import { useStyles } from '../../ui/env';
import css from './account.css';
import { LogoutButton } from './LogoutButton';

/**
 * The side area's session panel (docs/spec.md §2): the account panel (name, links to the
 * portal and the account, Logout) when a customer is logged in, else the
 * `guest` panel (the login panel). While a stored token's data loads, neither
 * is shown yet, so a returning customer never sees the login form flash.
 */
export function AccountPanel({ guest }: { guest: ReactNode }) {
  useStyles(css);
  const t = useT();
  const id = useId();
  const settled = useDataSettled();
  const { customer } = useSnapshot(shopData.data);
  const { token } = useSnapshot(session);
  if (!customer) {
    if (token && !settled) {
      return <Loading className="es-panel" />;
    }
    return <>{guest}</>;
  }
  return (
    <section className="es-panel es-account-panel" aria-labelledby={id}>
      <h2 id={id} className="es-panel__title">
        {t('auth.accountPanelTitle')}
      </h2>
      <p className="es-account-panel__name">{customer.fullName}</p>
      <ul className="es-links" role="list">
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
