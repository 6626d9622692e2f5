import { useLocation } from 'wouter';
import { ambassadorsPath, paths } from '../../domain/paths';
import { ambassadorsConfigured } from '../../features/pages/AmbassadorsPage';
import { hrefFor } from '../../stores/location';
import { useConfig, useT } from '../../stores/config';
import { useStyles } from '../../ui/env';
import css from './shell.css';

/**
 * Top navigation (docs/spec.md §2): Home; Tickets if the shop is active; Merchandise if
 * merchandise and the shop are active; Portal; Ambassadors if its label and text
 * are both configured.
 */
export function Nav({ plain }: { plain?: boolean }) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const [path] = useLocation();
  const links = [
    { label: t('nav.home'), to: paths.home.href(), show: true },
    { label: t('nav.tickets'), to: paths.tickets.href(), show: config.shopActive },
    { label: t('nav.merchandise'), to: paths.merchandise.href(), show: config.shopActive && config.merchandiseActive },
    { label: t('nav.portal'), to: paths.portal.href(), show: true },
    { label: t('ambassadorsLabel'), to: ambassadorsPath(config.ambassadorsUrl), show: ambassadorsConfigured(config.texts) },
  ].filter((link) => link.show);
  const Tag = plain ? 'div' : 'nav';
  const active = (to: string) => (to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`));
  return (
    // In a host `<nav>` placeholder the host's element is the landmark (no landmark nested in a landmark).
    <Tag className="es-nav" aria-label={plain ? undefined : t('nav.label')}>
      <ul role="list">
        {links.map((link) => (
          <li key={link.to}>
            <a href={hrefFor(link.to)} aria-current={active(link.to) ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Tag>
  );
}
