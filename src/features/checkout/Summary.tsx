import type { ReactNode } from 'react';
import { CartLines } from '../../components/CartLines';
import { discountWarning } from '../../domain/checkout-rules';
import { invoiceRows } from '../../domain/invoice';
import { messageText } from '../../domain/messages';
import { checkoutState } from '../../stores/checkout';
import { useT } from '../../stores/config';
import { useSnapshot } from 'valtio';
import { Money } from '../../ui/Money';
import type { CheckoutFacts, CheckoutStores } from './facts';
import { VoucherEntry } from './VoucherEntry';

type Row = { key: string; label: ReactNode; value: ReactNode };

/**
 * The order summary (spec 2 Checkout view): the cart's lines, then the
 * invoice for the chosen country (shipping, tax per rate, total), the voucher's
 * discount and what is left to pay, and the voucher entry.
 */
export function Summary({ facts, stores }: { facts: CheckoutFacts; stores: CheckoutStores }) {
  const t = useT();
  const { invoiceError } = useSnapshot(checkoutState);
  const { cart, config } = stores;
  if (!cart) return null;
  const extra: Row[] = [];
  const foot: Row[] = [];
  let total: ReactNode;
  if (facts.invoice) {
    for (const row of invoiceRows(facts.invoice, facts.voucher, config.currency)) {
      if (row.kind === 'shipping') extra.push({ key: 'shipping', label: row.name, value: <Money minor={row.amountMinor} /> });
      if (row.kind === 'tax') extra.push({ key: `tax-${row.rate}`, label: t('checkout.taxIncluded', { rate: row.rate }), value: <Money minor={row.amountMinor} /> });
      if (row.kind === 'total') total = <Money minor={row.amountMinor} />;
      if (row.kind === 'discount') foot.push({ key: 'discount', label: t('checkout.discount', { code: facts.voucher?.code ?? '' }), value: <Money minor={-row.amountMinor} /> });
      if (row.kind === 'to-pay') foot.push({ key: 'to-pay', label: t('checkout.toPay'), value: <Money minor={row.amountMinor} /> });
    }
  }
  const warning = discountWarning(facts);
  return (
    <aside className="es-checkout__summary" aria-labelledby="es-checkout-summary">
      <h2 id="es-checkout-summary">{t('checkout.summary')}</h2>
      <CartLines cart={cart} extraRows={extra} total={total} footRows={foot} />
      {invoiceError && (
        <p className="es-checkout__message" role="alert">
          {invoiceError}
        </p>
      )}
      {!facts.paymentPlan && <VoucherEntry voucher={facts.voucher} />}
      {warning && (
        <p className="es-checkout__message" role="status">
          {messageText(warning, t)}
        </p>
      )}
    </aside>
  );
}
