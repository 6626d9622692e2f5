import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { CartLines } from '../../components/CartLines';
import { discountWarning } from '../../domain/checkout-rules';
import { invoiceRows } from '../../domain/invoice';
import { messageText } from '../../domain/messages';
import { formatMinor } from '../../domain/money';
import { checkoutState } from '../../stores/checkout';
import { useT } from '../../stores/config';
import { announce } from '../../stores/page';
import { Money } from '../../ui/Money';
import type { CheckoutFacts, CheckoutStores } from './facts';
import { VoucherEntry } from './VoucherEntry';

type Row = { key: string; label: ReactNode; value: ReactNode };

/**
 * The order summary (docs/spec.md §2 Checkout view): the cart's lines, then the
 * invoice for the chosen country (shipping, tax per rate), with a voucher its
 * discount, and one total to pay; the voucher entry. In one column
 * the lines fold away and the total stays.
 */
export function OrderSummary({ facts, stores }: { facts: CheckoutFacts; stores: CheckoutStores }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const { invoiceError } = useSnapshot(checkoutState);
  const { cart, config } = stores;
  const code = facts.voucher?.code ?? null;
  const last = useRef(code);
  // A voucher applied or removed changes the total in place: say so, focus stays where it is.
  useEffect(() => {
    if (last.current === code) return;
    last.current = code;
    if (facts.toPayMinor !== null)
      announce(
        t(code ? 'checkout.voucherApplied' : 'checkout.voucherRemoved', {
          code: code ?? '',
          amount: formatMinor(facts.toPayMinor, config.locale, config.currency),
        }),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said when the voucher changes, with the amount of that moment.
  }, [code]);
  if (!cart) return null;
  const extra: Row[] = [];
  let total: ReactNode;
  for (const row of facts.invoice ? invoiceRows(facts.invoice, facts.voucher) : []) {
    const money = <Money minor={row.kind === 'discount' ? -row.amountMinor : row.amountMinor} />;
    if (row.kind === 'shipping') extra.push({ key: 'shipping', label: row.name, value: money });
    if (row.kind === 'tax') extra.push({ key: `tax-${row.rate}`, label: t('checkout.taxIncluded', { rate: row.rate }), value: money });
    // With a voucher the invoice's total is a step; what is left to pay is the total.
    if (row.kind === 'total') {
      if (facts.voucher) extra.push({ key: 'total', label: t('table.total'), value: money });
      else total = money;
    }
    if (row.kind === 'discount') extra.push({ key: 'discount', label: t('checkout.discount', { code: code ?? '' }), value: money });
    if (row.kind === 'to-pay') total = money;
  }
  const warning = discountWarning(facts);
  return (
    <aside className={`es-checkout__summary${open ? '' : ' es-checkout__summary--closed'}`} aria-labelledby="es-checkout-summary">
      <div className="es-checkout__head">
        <h2 id="es-checkout-summary">{t('checkout.summary')}</h2>
        <button type="button" className="es-btn es-btn--link es-checkout__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'checkout.hideItems' : 'checkout.showItems')}
        </button>
      </div>
      <CartLines cart={cart} extraRows={extra} total={total} totalLabel={facts.voucher ? t('checkout.toPay') : undefined} />
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
