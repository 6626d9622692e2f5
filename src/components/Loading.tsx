import { useSnapshot } from 'valtio';
import { useT } from '../stores/config';
import { shopData } from '../stores/shop-data';
import { kitState } from '../ui/kit-state';
import { WaitNotice } from '../ui/WaitNotice';

/** The loading state of a view or panel: announced politely, never a blank; while the backend is busy, why it waits. */
export function Loading({ className }: { className?: string }) {
  const t = useT();
  const { wait, slow } = useSnapshot(kitState);
  const { status } = useSnapshot(shopData);
  // Waiting for a busy backend: the notice says why instead (docs/embed-contract.md §6), unless the view
  // already does so for the shop's data (app/View).
  if (wait && status !== 'loading') return <WaitNotice />;
  return (
    <p className={`es-loading${className ? ` ${className}` : ''}`} role="status">
      {t(slow ? 'state.stillWorking' : 'state.loading')}
    </p>
  );
}
