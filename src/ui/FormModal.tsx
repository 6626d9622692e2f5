import type { ReactNode } from 'react';
import { Button } from './Button';
import { useUiEnv } from './env';
import { Modal } from './Modal';

/** Cancel, in a form dialog's footer before its submit button. */
function Cancel({ onClose }: { onClose: () => void }) {
  const { t } = useUiEnv();
  return (
    <Button variant="secondary" onClick={onClose}>
      {t('dialog.cancel')}
    </Button>
  );
}

/**
 * A ShopForm's `frame` that shows the form in a dialog, with Cancel before the
 * submit button (the personalise step, the travel time); `intro` is what the
 * dialog says above the form (the item being changed).
 */
export const formModal =
  (title: string, onClose: () => void, intro?: ReactNode) =>
  (form: ReactNode, submit: ReactNode): ReactNode => (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Cancel onClose={onClose} />
          {submit}
        </>
      }
    >
      {intro}
      {form}
    </Modal>
  );
