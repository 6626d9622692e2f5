import type { ReactNode } from 'react';
import { paths } from '../../domain/paths';
import { hrefFor } from '../../stores/location';
import { useConfig, useT } from '../../stores/config';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * Home (docs/spec.md §2): with the shop active, call-to-action cards for tickets,
 * merchandise (only if merchandise is active) and the portal, then the featured
 * products (a slot the shop feature fills); with the shop inactive, the
 * configured under-construction title and text.
 */
export function HomePage({ featured }: { featured?: ReactNode }) {
  const config = useConfig();
  const t = useT();
  if (!config.shopActive) {
    return (
      <section className="es-page es-under-construction">
        <h1 className="es-page__title">{t('underConstructionTitle')}</h1>
        <SafeHtml html={t('underConstructionText')} />
      </section>
    );
  }
  const cards = ['tickets', ...(config.merchandiseActive ? ['merchandise' as const] : []), 'portal'] as const;
  return (
    <section className="es-page es-home">
      <h1 className="es-visually-hidden">{t('title.home')}</h1>
      <ul className="es-cta-grid" role="list">
        {/* One primary button per view: the first card's (tickets). */}
        {cards.map((key, i) => (
          <li key={key} className={`es-cta es-cta--${key}`}>
            <h2 className="es-cta__title">{t(`home.${key}CardTitle`)}</h2>
            <p className="es-cta__text">{t(`home.${key}CardText`)}</p>
            <a className={`es-btn es-btn--${i ? 'secondary' : 'primary'}`} href={hrefFor(paths[key].href())}>
              {t(`home.${key}CardAction`)}
            </a>
          </li>
        ))}
      </ul>
      {featured}
    </section>
  );
}
