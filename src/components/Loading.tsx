import { useSnapshot } from 'valtio';
import { useT } from '../stores/config';
import { kitState } from '../ui/kit-state';

/** The loading state of a view or panel: announced politely, never a blank. */
export function Loading({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={`es-loading${className ? ` ${className}` : ''}`} role="status">
      {t(useSnapshot(kitState).slow ? 'state.stillWorking' : 'state.loading')}
    </p>
  );
}
