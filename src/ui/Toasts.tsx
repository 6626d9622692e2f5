import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

/** The one toaster of the page, rendered in our overlay root. */
export function Toasts() {
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton={false} />;
}
