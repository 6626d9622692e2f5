import type { TextKey } from '../../i18n/texts';
import { useT } from '../../stores/config';
import { SafeHtml } from '../../ui/SafeHtml';

/** The five static pages (docs/spec.md §2): the configured HTML `text` under a fixed title. */
export function StaticPage({ title, text }: { title: TextKey; text: TextKey }) {
  const t = useT();
  return (
    <article className="es-page es-static">
      <h1 className="es-page__title">{t(title)}</h1>
      <SafeHtml html={t(text)} />
    </article>
  );
}
