import { useT } from '../../stores/config';
import type { TextKey } from '../../i18n/texts';
import { SafeHtml } from '../../ui/SafeHtml';

export type StaticPageKey = 'securityStatement' | 'termsConditions' | 'cookiePolicy' | 'privacyPolicy' | 'faqs';

export const staticPages: Array<{ key: StaticPageKey; path: string; title: TextKey }> = [
  { key: 'securityStatement', path: '/security-statement', title: 'title.securityStatement' },
  { key: 'termsConditions', path: '/terms-conditions', title: 'title.termsConditions' },
  { key: 'cookiePolicy', path: '/cookie-policy', title: 'title.cookiePolicy' },
  { key: 'privacyPolicy', path: '/privacy-policy', title: 'title.privacyPolicy' },
  { key: 'faqs', path: '/faqs', title: 'title.faqs' },
];

/** The five static pages (spec 2): configured HTML under a fixed title. */
export function StaticPage({ page }: { page: StaticPageKey }) {
  const t = useT();
  const entry = staticPages.find((p) => p.key === page);
  return (
    <article className="es-page es-static">
      <h1 className="es-page__title">{entry ? t(entry.title) : ''}</h1>
      <SafeHtml html={t(page)} />
    </article>
  );
}
