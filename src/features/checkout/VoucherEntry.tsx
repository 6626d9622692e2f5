import type { Voucher } from '../../api/types';
import { voucherSchema } from '../../domain/checkout-rules';
import { applyVoucher, removeVoucher } from '../../stores/checkout';
import { useT } from '../../stores/config';
import { submission } from '../../feedback/feedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form-fields';
import { Money } from '../../ui/Money';
import { ShopForm } from '../../ui/ShopForm';

/**
 * Voucher entry (docs/spec.md §5): 'Please enter a voucher code.' before a call, the
 * server's 'Invalid or expired voucher code.' after one; once applied, its
 * discount and a way to remove it. Not offered for payment-plan carts.
 * Applying or removing swaps the control that had focus: the shop hands focus
 * to its successor where it stands (app/App, ui/focus focusNear), not the heading.
 */
export function VoucherEntry({ voucher }: { voucher: Voucher | null }) {
  const t = useT();
  if (voucher) {
    return (
      <div className="es-checkout__applied">
        <p role="status">
          {t('checkout.discount', { code: voucher.code })}: <Money minor={voucher.discountAmount} />
        </p>
        <Button variant="secondary" onClick={removeVoucher}>
          {t('checkout.removeVoucher')}
        </Button>
      </div>
    );
  }
  return (
    <div className="es-checkout__voucher">
      <ShopForm<{ code?: string }>
        schema={voucherSchema}
        submitLabel={t('checkout.applyVoucher')}
        submitVariant="secondary"
        onSubmit={async ({ code = '' }) => submission(await applyVoucher(code))}
      >
        <TextField name="code" label={t('checkout.voucher')} autoComplete="off" latin />
      </ShopForm>
    </div>
  );
}
