import type { Text } from '../../i18n/texts';
import { useT } from '../../stores/config';
import { SafeHtml } from '../../ui/SafeHtml';

/** Shown only when both `ambassadorsLabel` and `ambassadorsText` are configured (docs/spec.md §2). */
export const ambassadorsConfigured = (texts: Record<string, Text>): boolean =>
  [texts.ambassadorsLabel, texts.ambassadorsText].every((text) => typeof text === 'string' && text.trim());

export function AmbassadorsPage() {
  const t = useT();
  return (
    <article className="es-page es-static">
      <h1 className="es-page__title">{t('ambassadorsTitle') || t('ambassadorsLabel')}</h1>
      <SafeHtml html={t('ambassadorsText')} />
    </article>
  );
}
