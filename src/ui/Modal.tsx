import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useUiEnv } from './env';
import { ancestors, deepActiveElement, focusableWithin, focusNear, isInShop } from './focus';
import { closeModal, isTopModal, openModal, requestMainFocus, kitState } from './kit-state';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Element to focus first; otherwise the body's first field, the footer's first button, the close cross, the dialog. */
  initialFocus?: () => HTMLElement | null;
  /** Keys the caller handles itself while this modal is on top (the confirm dialog's Enter/Space). */
  onKeyDown?: (event: KeyboardEvent) => void;
  size?: 'small' | 'medium' | 'large';
}

/**
 * Modal (docs/spec.md §2 Modals): rendered once in the overlay root, focus kept inside
 * while open, Escape (key code 27) closes, focus returns where it was. Only the
 * topmost open modal reacts to keys.
 */
export function Modal({ title, onClose, children, footer, initialFocus, onKeyDown, size = 'medium' }: ModalProps) {
  const { overlay, t } = useUiEnv();
  const closeLabel = t('dialog.close');
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The latest handlers, for the listeners set up once per mount.
  const handlers = useRef({ onClose, onKeyDown });
  handlers.current = { onClose, onKeyDown };
  const { closeAllSignal } = useSnapshot(kitState);
  const openedAt = useRef(closeAllSignal);

  // Close when every modal is told to close (docs/spec.md §4: the cart disappeared), in
  // the same turn as the change that closed them.
  useLayoutEffect(() => {
    if (closeAllSignal !== openedAt.current) handlers.current.onClose();
  }, [closeAllSignal]);

  // A layout effect: focus is inside the dialog as soon as it is in the page,
  // before anything (a fast user, a test) can act on it.
  useLayoutEffect(() => {
    const previous = deepActiveElement() as HTMLElement | null;
    openModal(id);
    const node = dialog.current;
    if (node) {
      // The caller's choice first; else the first field of the body (a dialog
      // with a form opens on it, where typing starts), then the footer's buttons, the close
      // cross (the head's one control, so the first in the dialog) last. A disabled one
      // takes no focus; focus must end inside.
      const [cross, ...rest] = focusableWithin(node);
      for (const candidate of [initialFocus?.(), ...rest, cross, node]) {
        if (!candidate) continue;
        candidate.focus();
        if (node.contains(deepActiveElement())) break;
      }
    }

    const onKey = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !dialog.current) return;
      if (event.key === 'Escape' || event.keyCode === 27) {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.onClose();
        return;
      }
      // WebKitGTK names Shift+Tab's key "Unidentified" (GTK's ISO_Left_Tab); its code is still Tab.
      if (event.key === 'Tab' || event.code === 'Tab') {
        const items = focusableWithin(dialog.current);
        if (items.length === 0) {
          event.preventDefault();
          dialog.current.focus();
          return;
        }
        const first = items[0];
        const last = items[items.length - 1];
        const active = deepActiveElement();
        const inside = dialog.current.contains(active);
        if (event.shiftKey && (active === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      handlers.current.onKeyDown?.(event);
    };
    // Capture on document: keys typed inside our shadow roots reach it retargeted.
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      closeModal(id);
      // Back where it was; if that element went away or was disabled meanwhile
      // (a logout, a sold-out Add to cart), the view's heading takes focus.
      if (previous && previous.isConnected && !previous.matches(':disabled')) previous.focus();
      else if (previous && isInShop(previous) && !focusNear(ancestors(previous))) requestMainFocus();
    };
    // Open once per mount; later prop changes must not re-steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const content = (
    // A press outside the dialog closes it, a pointer's shortcut for Escape (which the keydown listener above handles).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="es-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={`es-modal es-modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <div className="es-modal__head">
          <h2 id={`${id}-title`} className="es-modal__title">
            {title}
          </h2>
          <button type="button" className="es-modal__close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="es-modal__body">{children}</div>
        {footer && <div className="es-modal__foot">{footer}</div>}
      </div>
    </div>
  );
  return overlay ? createPortal(content, overlay as Element) : content;
}
