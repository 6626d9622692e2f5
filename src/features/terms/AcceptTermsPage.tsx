import { useEffect, useState } from 'react';
import type { Order } from '../../api/types';
import { AcceptTermsForm } from '../../components/AcceptTermsForm';
import { Loading } from '../../components/Loading';
import { useLoaded } from '../../components/useLoaded';
import { OrderFacts } from '../../components/OrderFacts';
import { SuccessNotice } from '../../components/SuccessNotice';
import { orderLines } from '../../domain/order-lines';
import { paths } from '../../domain/paths';
import { useT } from '../../stores/config';
import { loadTermsOrder } from '../../stores/links';
import { hrefFor } from '../../stores/location';
import { setTitle } from '../../stores/page';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { Table } from '../../ui/Table';

/**
 * `/accept-tcs/{order}/{checksum}` (docs/spec.md §2 Accept Terms and Conditions view, §4
 * Terms flow): public, authorised by the link. A link the server refuses is
 * the 'Link expired' page; otherwise the order, its items at their prices
 * without fee (and shipping above 0), and the terms form; after acceptance
 * the thank-you text, or 'Please wait' and the payment.
 */
export function AcceptTermsPage({ code, checksum }: { code: string; checksum: string }) {
  const t = useT();
  const [tries, setTries] = useState(0);
  const [complete, setComplete] = useState(false);
  const load = useLoaded(() => loadTermsOrder(code, checksum), [code, checksum, tries]);
  if (!load) return <Loading />;
  if (load.state === 'expired') return <LinkExpired />;
  if (load.state === 'failed') {
    return (
      <div className="es-notice es-notice--error" role="alert">
        <p>{load.text}</p>
        <Button variant="secondary" onClick={() => setTries((n) => n + 1)}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  const order = load.value;
  return (
    <section className="es-page">
      <h1 className="es-page__title">{t('title.acceptTerms')}</h1>
      {complete ? (
        <SuccessNotice>
          <p>{t('terms.thankYou')}</p>
        </SuccessNotice>
      ) : (
        <>
          <OrderFacts
            order={order}
            facts={[
              [t('portal.ticketCount'), String(order.ticketCount ?? order.tickets.length + order.cartProducts.length)],
              [
                t('portal.merchandiseCount'),
                String(order.merchandiseCount ?? order.merchandisePurchases.length + order.cartMerchandise.length),
              ],
            ]}
          />
          <TermsItems order={order} />
          <AcceptTermsForm code={order.code} checksum={checksum} accepted={order.acceptedTsAndCs} onComplete={() => setComplete(true)} />
        </>
      )}
    </section>
  );
}

/** The order's items at their prices excluding the booking fee, and shipping when above 0 (docs/spec.md §2). */
function TermsItems({ order }: { order: Order }) {
  const t = useT();
  const { tickets, merchandise } = orderLines(order);
  const shipping =
    order.shippingAmount > 0 ? [{ key: 'shipping', label: t('portal.shipping'), value: <Money minor={order.shippingAmount} /> }] : [];
  return (
    <Table
      caption={t('portal.items')}
      rows={[...tickets, ...merchandise]}
      rowKey={(line) => line.key}
      columns={[
        { name: t('portal.item'), render: (line) => (line.holder ? `${line.name} (${line.holder})` : line.name) },
        { name: t('portal.priceExclFee'), align: 'end', render: (line) => <Money minor={line.price} /> },
      ]}
      extraRows={shipping}
    />
  );
}

/** An invalid link (docs/spec.md §2, §8): titled 'Link expired', with a way to the portal. */
function LinkExpired() {
  const t = useT();
  const title = t('terms.linkExpiredTitle');
  useEffect(() => setTitle(t('title.linkExpired')), [t]);
  return (
    <section className="es-page">
      <h1 className="es-page__title">{title}</h1>
      <p>{t('terms.linkExpired')}</p>
      <p>
        <a href={hrefFor(paths.portal.href())}>{t('terms.loginHint')}</a>
      </p>
    </section>
  );
}
