import { staticPages, type StaticPageKey } from '../../domain/paths';
import { useT } from '../../stores/config';
import { SafeHtml } from '../../ui/SafeHtml';

/** The five static pages (docs/spec.md §2): configured HTML under a fixed title. */
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
