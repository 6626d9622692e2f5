import { staticPages } from '../../domain/paths';
import { CardLogos } from '../../ui/CardLogos';
import { hrefFor } from '../../stores/location';
import { useConfig, useT } from '../../stores/config';
import type { SocialLinks } from '../../config/types';
import { useStyles } from '../../ui/env';
import css from './shell.css';

/** The social links in the footer's order; each is named by its text `social.{key}`. */
const SOCIAL: Array<keyof SocialLinks> = ['facebook', 'soundcloud', 'instagram', 'youtube'];

/** Gateways whose own badges we show; another configured name gets a plain text badge. */
const GATEWAYS: Record<string, string> = {
  realex: 'Global Payments (Realex)',
  stripe: 'Stripe',
  adyen: 'Adyen',
  mollie: 'Mollie',
  worldpay: 'Worldpay',
};

/**
 * Footer (docs/spec.md §2): useful links to the five static pages, contact email and
 * address, social links only when configured, card brand logos, and badges for
 * the configured payment gateway.
 */
export function Footer({ plain }: { plain?: boolean }) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const social = SOCIAL.filter((key) => config.social[key]);
  // In a host `<footer>` placeholder the host's element is the landmark (no landmark nested in a landmark).
  // Its columns are named groups, not regions: a region each made four more landmarks for a screen
  // reader to wade through, in a theme's <main> too.
  const Tag = plain ? 'div' : 'footer';
  const gateway = config.paymentGateway ? (GATEWAYS[config.paymentGateway.toLowerCase()] ?? config.paymentGateway) : null;
  return (
    <Tag className="es-footer">
      <div className="es-footer__col" role="group" aria-labelledby="es-footer-links">
        <h2 id="es-footer-links">{t('footer.usefulLinks')}</h2>
        <ul role="list">
          {staticPages.map((page) => (
            <li key={page.key}>
              <a href={hrefFor(page.path.href())}>{t(page.title)}</a>
            </li>
          ))}
        </ul>
      </div>
      {(config.contactEmail || config.contactAddress) && (
        <div className="es-footer__col" role="group" aria-labelledby="es-footer-contact">
          <h2 id="es-footer-contact">{t('footer.contact')}</h2>
          {config.contactEmail && (
            <p>
              <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </p>
          )}
          {/* The host's own words, in their own direction ("1 Main Street" keeps its 1 in front in Arabic). */}
          {config.contactAddress && <address dir="auto">{config.contactAddress}</address>}
        </div>
      )}
      {social.length > 0 && (
        <div className="es-footer__col" role="group" aria-labelledby="es-footer-social">
          <h2 id="es-footer-social">{t('footer.follow')}</h2>
          <ul role="list" className="es-footer__social">
            {social.map((key) => (
              <li key={key}>
                <a href={config.social[key]} target="_blank" rel="noopener noreferrer">
                  {t(`social.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="es-footer__col" role="group" aria-labelledby="es-footer-payments">
        <h2 id="es-footer-payments">{t('footer.payments')}</h2>
        <CardLogos label={t('footer.cards')} />
        {gateway && <p className="es-footer__gateway">{t('footer.gatewayBadge', { gateway })}</p>}
      </div>
    </Tag>
  );
}
