import { useState } from 'react';
import { useT } from '../../stores/config';
import { logout } from '../../stores/session';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Logout, after the logout confirmation (docs/spec.md §2 Modals): token cleared, toast, home (docs/spec.md §4). */
export function LogoutButton() {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('auth.logout')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('auth.logoutConfirmTitle')}
          text={<p>{t('auth.logoutConfirmText')}</p>}
          confirmLabel={t('auth.logout')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void logout();
          }}
        />
      )}
    </>
  );
}
