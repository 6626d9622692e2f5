import { useLayoutEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Toaster } from './sonner';
import { useUiEnv } from './env';
import { notify, toastDirection, TOAST_DURATION_MS } from './toast';
import { kitState } from './kit-state';

/** The one toaster of the page, rendered in our overlay root. */
export function Toasts() {
  const { locale, t } = useUiEnv();
  // Read once per locale, from the attribute only: see toastDirection.
  const dir = useMemo(() => toastDirection(locale, document.documentElement.getAttribute('dir')), [locale]);
  // sonner keeps its toasts in a module-level store and replays the active ones
  // to a new Toaster: dismiss them on unmount so a later mount starts clean. A layout effect: its
  // cleanup runs within unmount() (a plain effect's is deferred, and then reached the next mount's toaster).
  useLayoutEffect(() => () => void notify.dismissAll(), []);
  // Above a bar at the viewport's bottom (sonner's own 24 / 16 px beyond it), not over its Checkout.
  const bar = useSnapshot(kitState).bottomBar;
  // Bottom-right and without close buttons: sonner's defaults.
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      richColors
      dir={dir}
      containerAriaLabel={t('toast.regionLabel')}
      offset={bar ? { bottom: bar + 24 } : undefined}
      mobileOffset={bar ? { bottom: bar + 16 } : undefined}
    />
  );
}
