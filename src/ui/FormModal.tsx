import type { ReactNode } from 'react';
import { Button } from './Button';
import { useUiEnv } from './env';
import { Modal } from './Modal';

interface FormModalProps {
  title: string;
  onClose: () => void;
  /** What the dialog says above the form (the item being changed). */
  intro?: ReactNode;
  form: ReactNode;
  submit: ReactNode;
}

function FormModal({ title, onClose, intro, form, submit }: FormModalProps) {
  const { t } = useUiEnv();
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          {submit}
        </>
      }
    >
      {intro}
      {form}
    </Modal>
  );
}

/** A ShopForm's `frame` that shows the form in a dialog, with Cancel before the submit button (the personalise step, the travel time). */
export const formModal =
  (title: string, onClose: () => void, intro?: ReactNode) =>
  (form: ReactNode, submit: ReactNode): ReactNode => (
    <FormModal title={title} onClose={onClose} intro={intro} form={form} submit={submit} />
  );
