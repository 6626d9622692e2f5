import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hrefFor } from '../../stores/location';
import { useConfig, useT } from '../../stores/config';

/** Logo and banner (spec 2): the banner is full height on home, faded elsewhere. */
export function Header({ cartSummary }: { cartSummary?: ReactNode }) {
  const config = useConfig();
  const t = useT();
  const [path] = useLocation();
  const home = path === '/';
  return (
    <header className={`es-header ${home ? 'es-header--home' : 'es-header--faded'}`}>
      {config.bannerUrl && <img className="es-header__banner" src={config.bannerUrl} alt="" />}
      <div className="es-header__bar">
        <a className="es-header__logo" href={hrefFor('/')}>
          {config.logoUrl ? <img src={config.logoUrl} alt={t('header.logoAlt')} /> : <span>{t('header.logoAlt')}</span>}
        </a>
        {cartSummary}
      </div>
    </header>
  );
}
