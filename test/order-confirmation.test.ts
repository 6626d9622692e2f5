import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { getResponse, http, HttpResponse } from 'msw';
import type { DemoBackend } from '../demo/backend/index';
import { handoff, leavePage } from '../src/stores/payment';
import { closePortal, openPortal, tableOf, view, viewRoot } from './helpers/portal';

/**
 * After payment, the confirmation route leads with what became of the order.
 * Paid: "You're going!", the address the tickets were emailed to, the tickets
 * with Download. A card payment cancelled at the provider: "Payment not
 * completed", the items held, whom to contact, and Pay now when the order
 * carries a `payment_instruction`. A bank transfer: its instructions first.
 * Download Invoice and Refund come after all of it.
 */
afterEach(closePortal);

/** `a` comes before `b` in the page. */
const before = (a: Element, b: Element) =>
  expect(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING, `${a.textContent} before ${b.textContent}`).to.not.equal(0);

/** The demo's answers with every order changed by `change`: an answer of another backend than the demo's. */
const changeOrders = (change: (order: Record<string, unknown>) => void) => (backend: DemoBackend) => [
  http.post('/api/*', async ({ request }) => {
    const answer = await getResponse(backend.handlers, request);
    if (!answer || !answer.ok) return answer;
    const body = (await answer.json()) as { data?: { orders?: Array<Record<string, unknown>> } };
    for (const order of body.data?.orders ?? []) change(order);
    return HttpResponse.json(body, { status: answer.status });
  }),
];

describe('order confirmation: the outcome first', () => {
  it('a paid card order: "You\'re going!", where the tickets were emailed, the tickets with Download, then Invoice and Refund', async () => {
    await openPortal('#/portal/orders/PAIDCARD/confirmation');
    const heading = await view().findByRole('heading', { level: 1, name: "You're going!" });
    expect(viewRoot().querySelectorAll('h1')).to.have.length(1);
    const emailed = view().getByText('Your tickets have been emailed to', { exact: false });
    expect(emailed.textContent).to.equal('Your tickets have been emailed to demo@festival.example');
    const tickets = tableOf('Tickets');
    const download = view().getByRole('button', { name: 'Download ticket TKFULL01' });
    expect(tickets.contains(download)).to.equal(true);
    const invoice = view().getByRole('button', { name: 'Download Invoice' });
    const refund = view().getByRole('link', { name: 'Refund' });
    before(heading, emailed);
    before(emailed, tickets);
    before(tickets, invoice);
    before(tickets, refund);
    // The outcome replaces the terms thank-you; no payment is asked for.
    expect(view().queryByText('Thank you for accepting the terms and conditions.')).to.equal(null);
    expect(view().queryByRole('button', { name: 'Pay now' })).to.equal(null);
    await expect(viewRoot()).to.be.accessible();
  });

  it("a card payment cancelled at the provider: Payment not completed, the items held, whom to contact, and Pay now follows the order's instruction", async () => {
    const backend = await openPortal('#/portal/orders/PENDCARD/confirmation', {
      // The shopper cancelled at the provider: that session is spent.
      seed: (s) =>
        void (s.providerSessions.spent = {
          id: 'spent',
          order_id: 504,
          reference: null,
          amount_cents: 20000,
          status: 'cancelled',
          created_at: 0,
        }),
    });
    const heading = await view().findByRole('heading', { level: 1, name: 'Payment not completed' });
    const held = view().getByText(/Your order PENDCARD has been placed but not paid\. Its items are held for you while it awaits payment/);
    expect(view().getByRole('link', { name: 'tickets@festival.example' }).getAttribute('href')).to.equal('mailto:tickets@festival.example');
    const payNow = view().getByRole('button', { name: 'Pay now' });
    before(heading, held);
    before(payNow, tableOf('Tickets'));
    expect(view().queryByText(/Thank you for accepting/)).to.equal(null);
    // Pay now is the view's one primary action.
    expect(viewRoot().querySelectorAll('.es-btn--primary')).to.have.length(1);
    await expect(viewRoot()).to.be.accessible();

    const left: string[] = [];
    const realAssign = leavePage.assign;
    leavePage.assign = (url) => void left.push(url);
    try {
      payNow.click();
      await waitFor(() => expect(left).to.have.length(1));
    } finally {
      leavePage.assign = realAssign;
    }
    const session = new URL(left[0]).searchParams.get('session')!;
    expect(new URL(left[0]).pathname).to.equal('/demo/provider.html');
    expect(backend.db.state.providerSessions[session]).to.include({ order_id: 504, reference: null, amount_cents: 20000, status: 'open' });
  });

  it("the order detail, where the provider's Cancel returns, tells the same next step under the order's heading", async () => {
    await openPortal('#/portal/orders/PENDCARD');
    await view().findByRole('heading', { level: 1, name: 'Order PENDCARD' });
    expect(view().getByRole('heading', { level: 2, name: 'Payment not completed' })).to.exist;
    expect(view().getByRole('button', { name: 'Pay now' })).to.exist;
    expect(view().queryByText(/Thank you for accepting/)).to.equal(null);
  });

  it('after a checkout whose payment page could not be opened, Pay now (when given) is the one way to pay, not the terms form too', async () => {
    await openPortal('#/portal/orders/PENDCARD');
    handoff.failed = 'PENDCARD';
    try {
      expect(await view().findByText(/the payment page could not be opened/)).to.exist;
      expect(view().getByRole('button', { name: 'Pay now' })).to.exist;
      expect(view().queryByRole('button', { name: 'Proceed to payment' })).to.equal(null);
    } finally {
      handoff.failed = null;
    }
  });

  it('no Pay now where the backend gives no instruction, or one that is null, garbage or unsafe: the rest still shows', async () => {
    for (const value of [undefined, null, 'pay-here', 42, [], { action: 'redirect' }, { action: 'redirect', url: 'javascript:alert(1)' }]) {
      const handlers = changeOrders((order) =>
        value === undefined ? delete order.payment_instruction : (order.payment_instruction = value),
      );
      await openPortal('#/portal/orders/PENDCARD/confirmation', { handlers });
      await view().findByRole('heading', { level: 1, name: 'Payment not completed' });
      expect(view().getByText(/Its items are held for you/)).to.exist;
      expect(view().getByRole('link', { name: 'tickets@festival.example' })).to.exist;
      expect(view().queryByRole('button', { name: 'Pay now' }), JSON.stringify(value)).to.equal(null);
      await closePortal();
    }
  });

  it('a bank transfer: its instructions first, then the items', async () => {
    await openPortal('#/portal/orders/BANKWAIT/confirmation');
    const heading = await view().findByRole('heading', { level: 1, name: 'Order placed: please pay by bank transfer' });
    const instructions = view().getByText(/Please transfer/);
    expect(instructions.textContent).to.match(/^Please transfer €\d+\.\d\d quoting BANKWAIT to IBAN IE00 BANK 0000 0000 0000 00\.$/);
    before(heading, instructions);
    before(instructions, tableOf('Tickets'));
    // Said once: not again as the detail's 'Awaiting Payment' block.
    expect(view().queryByRole('heading', { name: 'Awaiting Payment' })).to.equal(null);
    expect(view().queryByRole('button', { name: 'Pay now' })).to.equal(null);
    await expect(viewRoot()).to.be.accessible();
  });
});
