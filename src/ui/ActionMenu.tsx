import { useId, useRef, useState, type ReactNode } from 'react';
import { useUiEnv } from './env';

/**
 * A row's or card's actions, the first one the primary. On a narrow part
 * (ui/cards.css) the others wait behind a "More actions" disclosure (a ⋯
 * button named by hidden text), which Escape closes, giving focus back to
 * it; on a wide part all stand in a row.
 */
export function ActionMenu({ children }: { children: ReactNode[] }) {
  const { t } = useUiEnv();
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [first, ...rest] = children.filter(Boolean);
  const onKeyDown = (e: { key: string }) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      {first}
      {rest.length > 0 && (
        <>
          <button
            ref={toggle}
            type="button"
            className="es-btn es-btn--secondary es-btn--small es-more"
            aria-expanded={open}
            aria-controls={id}
            title={t('table.moreActions')}
            onClick={() => setOpen(!open)}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">⋯</span>
            <span className="es-visually-hidden">{t('table.moreActions')}</span>
          </button>
          {/* Escape from any action in the menu closes it (the actions are buttons and links). */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <span id={id} className={`es-more__menu${open ? ' es-more__menu--open' : ''}`} onKeyDown={onKeyDown}>
            {rest}
          </span>
        </>
      )}
    </>
  );
}
