import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hrefFor } from '../../stores/location';
import { useConfig, useT } from '../../stores/config';
import { useStyles } from '../../ui/env';
import css from './shell.css';

/**
 * Logo and banner (docs/spec.md §2): the banner is full height on home, faded elsewhere.
 * Without a logo or a banner there is nothing to frame: a slim bar on the
 * shop's surface, not an empty dark block. `plain`: the host's
 * placeholder is itself a landmark, so no second `header` inside it.
 */
export function Header({ cartSummary, plain }: { cartSummary?: ReactNode; plain?: boolean }) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const [path] = useLocation();
  // A logo that does not load gives way to its text: WebKit draws a broken image of no size, leaving an invisible link.
  const [broken, setBroken] = useState<string | null>(null);
  const home = path === '/';
  const Tag = plain ? 'div' : 'header';
  const look = !config.logoUrl && !config.bannerUrl ? 'es-header--bare' : home ? 'es-header--home' : 'es-header--faded';
  return (
    <Tag className={`es-header ${look}`}>
      {config.bannerUrl && <img className="es-header__banner" src={config.bannerUrl} alt="" />}
      <div className="es-header__bar">
        <a className={`es-header__logo${config.logoUrl ? ' es-header__logo--boxed' : ''}`} href={hrefFor('/')}>
          {config.logoUrl && broken !== config.logoUrl ? (
            <img src={config.logoUrl} alt={t('header.logoAlt')} width={220} height={64} onError={() => setBroken(config.logoUrl)} />
          ) : (
            <span>{t('header.logoAlt')}</span>
          )}
        </a>
        {cartSummary}
      </div>
    </Tag>
  );
}
