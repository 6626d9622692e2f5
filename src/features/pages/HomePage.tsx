import type { ReactNode } from 'react';
import { paths } from '../../domain/paths';
import { hrefFor } from '../../stores/location';
import { useConfig, useT } from '../../stores/config';
import { SafeHtml } from '../../ui/SafeHtml';

interface Card {
  key: string;
  title: string;
  text: string;
  action: string;
  to: string;
}

/**
 * Home (spec 2): with the shop active, call-to-action cards for tickets,
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
  const cards: Card[] = [
    { key: 'tickets', title: t('home.ticketsCardTitle'), text: t('home.ticketsCardText'), action: t('home.ticketsCardAction'), to: paths.tickets.href() },
    ...(config.merchandiseActive
      ? [{ key: 'merchandise', title: t('home.merchandiseCardTitle'), text: t('home.merchandiseCardText'), action: t('home.merchandiseCardAction'), to: paths.merchandise.href() }]
      : []),
    { key: 'portal', title: t('home.portalCardTitle'), text: t('home.portalCardText'), action: t('home.portalCardAction'), to: paths.portal.href() },
  ];
  return (
    <section className="es-page es-home">
      <h1 className="es-visually-hidden">{t('title.home')}</h1>
      <ul className="es-cta-grid" role="list">
        {cards.map((card) => (
          <li key={card.key} className={`es-cta es-cta--${card.key}`}>
            <h2 className="es-cta__title">{card.title}</h2>
            <p className="es-cta__text">{card.text}</p>
            <a className="es-btn es-btn--primary" href={hrefFor(card.to)}>
              {card.action}
            </a>
          </li>
        ))}
      </ul>
      {featured}
    </section>
  );
}
