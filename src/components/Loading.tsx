import { useT } from '../stores/config';

/** The loading state of a view or panel: announced politely, never a blank. */
export function Loading({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={`es-loading${className ? ` ${className}` : ''}`} role="status">
      {t('state.loading')}
    </p>
  );
}
