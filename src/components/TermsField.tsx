import { useState } from 'react';
import { useT } from '../stores/config';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/form-fields';
import { Modal } from '../ui/Modal';
import { SafeHtml } from '../ui/SafeHtml';

/**
 * The terms checkbox of a ShopForm with its link to the terms modal (docs/spec.md §2
 * Modals; checkout, the terms acceptance and the instalment payment). The
 * modal shows the configured `termsConditions` HTML and closes on Escape.
 */
export function TermsField() {
  const t = useT();
  const [reading, setReading] = useState(false);
  return (
    <div className="es-terms">
      <CheckboxField name="acceptTerms" label={t('terms.checkbox')} />
      <Button variant="link" className="es-terms__read" onClick={() => setReading(true)}>
        {t('terms.read')}
      </Button>
      {reading && (
        <Modal title={t('terms.modalTitle')} size="large" onClose={() => setReading(false)}>
          <SafeHtml html={t('termsConditions')} />
        </Modal>
      )}
    </div>
  );
}
