import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { createBackend } from '../demo/backend/index';
import type { DemoState } from '../demo/backend/db';
import { providerPayment } from '../demo/backend/payments';

/**
 * The demo's fake card provider (demo/provider.html, loading the built
 * demo/build/demo-backend.js): it shows the order and amount of a session and
 * pays or cancels it, then returns to the shop. The page's backend keeps its
 * data in localStorage, as the demo page's does.
 */
const KEY = 'event-shop-demo-db';

/** A payment session for a seeded order, saved where the page's backend will read it. */
function sessionFor(code: string, cents: number): string {
  const { db } = createBackend({ persistKey: KEY });
  db.reset();
  const order = db.state.orders.find((o) => o.code === code)!;
  const url = providerPayment(db, order, null, cents).url;
  db.save();
  return new URL(url, window.location.href).searchParams.get('session')!;
}

const stored = (): DemoState => JSON.parse(localStorage.getItem(KEY) ?? '{}') as DemoState;

async function openProvider(session: string) {
  const frame = document.createElement('iframe');
  frame.style.width = '800px';
  frame.style.height = '600px';
  frame.src = `/demo/provider.html?session=${session}`;
  document.body.append(frame);
  const doc = () => frame.contentDocument as Document;
  await waitFor(() => expect(doc().getElementById('details')?.hidden).to.equal(false), { timeout: 10_000 });
  return { frame, doc };
}

describe('demo provider page', () => {
  let frame: HTMLIFrameElement | null = null;
  afterEach(() => {
    frame?.remove();
    frame = null;
    localStorage.removeItem(KEY);
  });

  it('shows the order and amount, pays it and returns to the order confirmation', async () => {
    const session = sessionFor('PENDCARD', 20000);
    const page = await openProvider(session);
    frame = page.frame;
    const doc = page.doc();
    expect(doc.getElementById('order')!.textContent).to.equal('PENDCARD');
    expect(doc.getElementById('amount')!.textContent).to.equal('€200.00');
    const pay = doc.getElementById('pay') as HTMLButtonElement;
    expect(pay.textContent).to.equal('Pay €200.00');
    expect(doc.getElementById('message')!.getAttribute('role')).to.equal('status');
    pay.click();
    await waitFor(() => expect(frame!.contentWindow!.location.hash).to.equal('#/portal/orders/PENDCARD/confirmation'), { timeout: 10_000 });
    expect(frame.contentWindow!.location.pathname).to.equal('/demo/index.html');
    const order = stored().orders.find((o) => o.code === 'PENDCARD')!;
    expect(order).to.include({ payment_status: 'paid', total_paid: 200 });
    expect(order.tickets).to.have.length(1);
    expect(stored().providerSessions[session].status).to.equal('paid');
  });

  it('cancels back to the order page, leaving the order unpaid', async () => {
    const session = sessionFor('PENDCARD', 20000);
    const page = await openProvider(session);
    frame = page.frame;
    (page.doc().getElementById('cancel') as HTMLButtonElement).click();
    await waitFor(() => expect(frame!.contentWindow!.location.hash).to.equal('#/portal/orders/PENDCARD'), { timeout: 10_000 });
    expect(stored().orders.find((o) => o.code === 'PENDCARD')!.payment_status).to.equal('pending');
    expect(stored().providerSessions[session].status).to.equal('cancelled');
  });
});
