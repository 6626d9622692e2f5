import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { orderTermsSchema } from '../domain/portal-forms';
import { useT } from '../stores/config';
import { acceptTerms } from '../stores/links';
import { pageState } from '../stores/page';
import { ShopForm } from '../ui/ShopForm';
import { TermsField } from './TermsField';

export interface AcceptTermsFormProps {
  code: string;
  checksum: string;
  /** Already accepted: the button says 'Proceed to payment' (docs/spec.md §2). */
  accepted: boolean;
  /** Accepted and nothing to pay. */
  onComplete: () => void;
}

/**
 * The terms acceptance of an order (docs/spec.md §2, §4 Terms flow, §5 Order terms): the
 * checkbox with its modal, then 'Accept Terms and Conditions' (or 'Proceed to
 * payment'); a payment due is followed as at checkout while 'Please wait'
 * shows. A failure shows the server's words as the shared form error. Used by
 * the terms link page and at the bottom of the portal's order detail.
 */
export function AcceptTermsForm({ code, checksum, accepted, onComplete }: AcceptTermsFormProps) {
  const t = useT();
  const { formError } = useSnapshot(pageState);
  const [leaving, setLeaving] = useState(false);
  if (leaving) {
    return (
      <p className="es-notice" role="status">
        {t('terms.pleaseWait')}
      </p>
    );
  }
  return (
    <ShopForm<{ acceptTerms?: boolean }>
      schema={orderTermsSchema}
      error={formError}
      label={t('terms.modalTitle')}
      submitLabel={accepted ? t('terms.proceedToPayment') : t('terms.accept')}
      onSubmit={async () => {
        const result = await acceptTerms(code, checksum, () => setLeaving(true));
        if (result.ok && result.value === 'complete') onComplete();
        else if (!result.ok) setLeaving(false);
      }}
    >
      <TermsField />
    </ShopForm>
  );
}
