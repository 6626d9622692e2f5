import { toast } from 'sonner';

/** Toasts (docs/spec.md §2, §9): bottom-right (bottom-left right to left), closing after 5000 ms; see ui/Toasts.tsx. */
export const TOAST_DURATION_MS = 5000;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  dismissAll: () => toast.dismiss(),
};
