import type { ReactNode } from 'react';
import { useConfig, useT } from '../../stores/config';
import { useStyles } from '../../ui/env';
import css from './shell.css';

/**
 * Side area (docs/spec.md §2): the login or account panel, the cart panel (only while
 * the shop is active) and the optional external website link. The panels are
 * slots the session and cart features fill.
 */
export function Side({ accountPanel, cartPanel }: { accountPanel?: ReactNode; cartPanel?: ReactNode }) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  return (
    <div className="es-side">
      {accountPanel}
      {config.shopActive && cartPanel}
      {config.websiteUrl && (
        <p className="es-side__website">
          <a href={config.websiteUrl} rel="noopener">
            {t('side.websiteLink')}
          </a>
        </p>
      )}
    </div>
  );
}
