import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Toaster } from 'sonner';
import { useUiEnv } from './env';
import { notify, TOAST_DURATION_MS } from './toast';
import { kitState } from './kit-state';

/** The one toaster of the page, rendered in our overlay root. */
export function Toasts() {
  // The shop's direction, given: without one, sonner calls `getComputedStyle(document.documentElement)` on
  // every render, a forced style recalculation of the whole host page.
  const { dir, t } = useUiEnv();
  // sonner keeps its toasts in a module-level store and replays the active ones
  // to a new Toaster: dismiss them on unmount so a later mount starts clean. A layout effect: its
  // cleanup runs within unmount() (a plain effect's is deferred, and then reached the next mount's toaster).
  useLayoutEffect(() => () => void notify.dismissAll(), []);
  // Above a bar at the viewport's bottom (sonner's own 24 / 16 px beyond it), not over its Checkout.
  const bar = useSnapshot(kitState).bottomBar;
  // Bottom-right (bottom-left right to left) and without close buttons.
  return (
    <Toaster
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      duration={TOAST_DURATION_MS}
      richColors
      dir={dir}
      containerAriaLabel={t('toast.regionLabel')}
      offset={bar ? { bottom: bar + 24 } : undefined}
      mobileOffset={bar ? { bottom: bar + 16 } : undefined}
    />
  );
}
