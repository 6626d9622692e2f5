import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { useUiEnv } from './env';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  /** Its promise, if it returns one (a request): both buttons are disabled until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmDisabled?: boolean;
  cancelDisabled?: boolean;
}

/**
 * The generic confirm dialog (docs/spec.md §2): Cancel and Confirm; Enter or Space
 * confirms, Escape closes; the caller supplies title and text and may disable
 * either button (e.g. while its request runs). It opens on Confirm, the choice
 * those keys make; on Cancel they cancel, as a button's own keys do.
 */
export function ConfirmDialog({
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  confirmDisabled,
  cancelDisabled,
}: ConfirmDialogProps) {
  const { t } = useUiEnv();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    await onConfirm();
    setRunning(false);
  };
  const confirmOff = confirmDisabled || running;
  const cancelOff = cancelDisabled || running;
  // A key that confirms may also activate the focused Confirm button (Space
  // clicks on key-up): one confirmation per key press.
  const keyConfirmedAt = useRef(-Infinity);
  return (
    <Modal
      title={title}
      size="small"
      onClose={() => {
        if (!cancelOff) onCancel();
      }}
      initialFocus={() => confirmRef.current}
      // Modal calls the latest of these handlers, which sees this render's state.
      onKeyDown={(event) => {
        // Enter or Space confirms, wherever focus is in the dialog, except on
        // the Cancel button or the close cross, whose own activation wins.
        if (event.key !== 'Enter' && event.key !== ' ') return;
        const target = event.composedPath()[0];
        if (target instanceof HTMLElement && (target.dataset.role === 'cancel' || target.classList.contains('es-modal__close'))) return;
        event.preventDefault();
        if (confirmOff) return;
        keyConfirmedAt.current = performance.now();
        void confirm();
      }}
      footer={
        <>
          <Button variant="secondary" data-role="cancel" disabled={cancelOff} onClick={onCancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <button
            ref={confirmRef}
            type="button"
            className="es-btn es-btn--primary"
            disabled={confirmOff}
            onClick={() => {
              if (performance.now() - keyConfirmedAt.current < 500) return;
              void confirm();
            }}
          >
            {confirmLabel ?? t('dialog.confirm')}
          </button>
        </>
      }
    >
      <div className="es-confirm__text">{text}</div>
    </Modal>
  );
}
