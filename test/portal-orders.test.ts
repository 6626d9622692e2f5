import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { currentPath, subscribeLocation } from '../src/stores/location';
import { currentRoute } from './helpers/shop';
import { cellOf, closePortal, openPortal, rowOf, tableOf, view, viewRoot, withOpen } from './helpers/portal';

afterEach(closePortal);

const ordersTable = () => tableOf('Orders');

describe('portal: orders table (docs/spec.md §2 Portal, §6 Order actions)', () => {
  it('lists every order with Order ID, Date, Via, Method, Status and Items, and passes the audit', async () => {
    await openPortal('#/portal');
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    const heads = [...ordersTable().tHead!.rows[0].cells].map((c) => c.textContent);
    expect(heads).to.deep.equal(['Order ID', 'Date', 'Via', 'Method', 'Status', 'Items', 'Actions']);
    const paid = rowOf(ordersTable(), 'PAIDCARD');
    expect([cellOf(paid, 'Via'), cellOf(paid, 'Method'), cellOf(paid, 'Status'), cellOf(paid, 'Items')]).to.deep.equal([
      'Online',
      'Credit card',
      'Paid',
      '7',
    ]);
    expect(cellOf(rowOf(ordersTable(), 'STAFFTCS'), 'Via')).to.equal('Box office');
    expect(cellOf(rowOf(ordersTable(), 'BANKWAIT'), 'Method')).to.equal('Bank transfer');
    // docs/spec.md §4 Order payment_status: fully refunded shows 'Refunded', whatever the payment status.
    expect(cellOf(rowOf(ordersTable(), 'REFUNDED'), 'Status')).to.equal('Refunded');
    expect(cellOf(rowOf(ordersTable(), 'BANKPART'), 'Status')).to.equal('Partially paid');
    await expect(viewRoot()).to.be.accessible();
  });

  it('offers Manage on every order, and Refund only with can_refund and accepted terms', async () => {
    await openPortal('#/portal');
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    expect(view().getByRole('button', { name: 'Refund order PAIDCARD' })).to.exist;
    expect(view().queryByRole('button', { name: 'Refund order LOCKED01' })).to.equal(null);
    expect(view().queryByRole('button', { name: 'Refund order STAFFTCS' })).to.equal(null);
    expect(view().getByRole('button', { name: 'Manage order LOCKED01' })).to.exist;
    const seen: string[] = [];
    const stop = subscribeLocation(() => seen.push(currentPath()));
    try {
      view().getByRole('button', { name: 'Refund order PAIDCARD' }).click();
      // The button's own navigation (seen[0]) is what counts here, not where the refund route leads after it.
      await waitFor(() => expect(seen[0]).to.equal('/portal/orders/PAIDCARD/request-refund'));
    } finally {
      stop();
    }
  });

  it('Manage opens the order', async () => {
    await openPortal('#/portal');
    (await view().findByRole('button', { name: 'Manage order LOCKED01' })).click();
    await view().findByRole('heading', { level: 1, name: 'Order LOCKED01' });
    expect(currentRoute()).to.equal('/portal/orders/LOCKED01');
  });

  it('sends a visitor to login, with the way back', async () => {
    await openPortal('#/portal/orders/PAIDCARD', { loggedIn: false });
    await waitFor(() => expect(currentRoute()).to.equal('/login?from=%2Fportal%2Forders%2FPAIDCARD'));
  });
});

describe('portal: order detail (docs/spec.md §2, §4 Order payment_status, §8)', () => {
  const facts = () =>
    Object.fromEntries(
      [...viewRoot().querySelectorAll('.es-facts > div')].map((r) => [
        r.querySelector('dt')!.textContent,
        r.querySelector('dd')!.textContent,
      ]),
    );

  it('a paid order: its data, the thank-you message, Download Invoice in a new window, Refund, and the audit', async () => {
    await openPortal('#/portal/orders/PAIDCARD');
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    expect(facts()).to.include({ 'Order ID': 'PAIDCARD', Via: 'Online', Method: 'Credit card', Status: 'Paid' });
    // The status is a chip: its text with a tone's colour and shape.
    expect(viewRoot().querySelector('.es-facts .es-chip--ok')?.textContent).to.equal('Paid');
    expect(facts().Shipping).to.equal('€5.00');
    expect(view().getByText('Thank you for accepting the terms and conditions.')).to.exist;
    expect(view().queryByText(/You must accept the terms/)).to.equal(null);
    expect(view().getByRole('link', { name: 'Refund' }).getAttribute('href')).to.equal('#/portal/orders/PAIDCARD/request-refund');
    const opened = await withOpen(() => view().getByRole('button', { name: 'Download Invoice' }).click());
    expect(opened).to.deep.equal([['/download-invoice/PAIDCARD/8a59b9d0d95f16f5', '_blank', 'noopener']]);
    await expect(viewRoot()).to.be.accessible();
  });

  it('labels ticket and merchandise statuses as docs/spec.md §4 says', async () => {
    await openPortal('#/portal/orders/MERCHREF');
    await view().findByRole('heading', { level: 1, name: 'Order MERCHREF' });
    const merch = tableOf('Merchandise');
    expect([...merch.tBodies[0].rows].map((r) => cellOf(r, 'Status'))).to.deep.equal(['Processing', 'Paid']);
    await closePortal();
    await openPortal('#/portal/orders/PARTREFD');
    await view().findByRole('heading', { level: 1, name: 'Order PARTREFD' });
    expect(cellOf(rowOf(tableOf('Tickets'), 'Sam Kelly'), 'Status')).to.equal('Processing');
    expect(cellOf(rowOf(tableOf('Tickets'), 'Noor Haddad'), 'Status')).to.equal('Paid');
  });

  it('shows pending items as Pending payment, and the must-accept-terms notice without invoice or refund', async () => {
    await openPortal('#/portal/orders/STAFFTCS');
    await view().findByRole('heading', { level: 1, name: 'Order STAFFTCS' });
    expect([...tableOf('Tickets').tBodies[0].rows].map((r) => cellOf(r, 'Status'))).to.deep.equal(['Pending payment']);
    expect([...tableOf('Merchandise').tBodies[0].rows].map((r) => cellOf(r, 'Status'))).to.deep.equal(['Pending payment']);
    expect(view().getByText('You must accept the terms and conditions at the bottom of this page to proceed with this order.')).to.exist;
    expect(view().queryByRole('button', { name: 'Download Invoice' })).to.equal(null);
    expect(view().queryByRole('link', { name: 'Refund' })).to.equal(null);
    // The terms form is at the bottom of the page.
    expect(view().getByRole('button', { name: 'Accept Terms and Conditions' })).to.exist;
    await expect(viewRoot()).to.be.accessible();
  });

  it('shows Refunded for a fully refunded order and its refunded ticket', async () => {
    await openPortal('#/portal/orders/REFUNDED');
    await view().findByRole('heading', { level: 1, name: 'Order REFUNDED' });
    expect(facts().Status).to.equal('Refunded');
    expect([...tableOf('Tickets').tBodies[0].rows].map((r) => cellOf(r, 'Status'))).to.deep.equal(['Refunded']);
  });

  it('shows Awaiting Payment for bank transfers still due, with the amount due and the code', async () => {
    await openPortal('#/portal/orders/BANKPART');
    await view().findByRole('heading', { level: 2, name: 'Awaiting Payment' });
    expect(view().getByText(/Please transfer/).textContent).to.equal(
      'Please transfer €90.00 quoting BANKPART to IBAN IE00 BANK 0000 0000 0000 00.',
    );
    await closePortal();
    await openPortal('#/portal/orders/PAIDCARD');
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    expect(view().queryByRole('heading', { name: 'Awaiting Payment' })).to.equal(null);
  });

  it('puts the code and amount into the bank transfer HTML as text, escaped', async () => {
    const code = 'R&amp;D<b>';
    await openPortal(`#/portal/orders/${encodeURIComponent(code)}`, {
      seed: (s) => (s.orders.find((o) => o.code === 'BANKPART')!.code = code),
    });
    await view().findByRole('heading', { level: 2, name: 'Awaiting Payment' });
    expect(view().getByText(/Please transfer/).textContent).to.equal(
      `Please transfer €90.00 quoting ${code} to IBAN IE00 BANK 0000 0000 0000 00.`,
    );
  });

  it('no Awaiting Payment before the terms are accepted', async () => {
    await openPortal('#/portal/orders/STAFFBNK');
    await view().findByRole('heading', { level: 1, name: 'Order STAFFBNK' });
    expect(view().queryByRole('heading', { name: 'Awaiting Payment' })).to.equal(null);
  });

  for (const [code, text] of [
    ['CANCELD1', 'Payment Cancelled - This order has been cancelled.'],
    ['ABANDON1', 'Payment Abandoned - This order has been abandoned as payment was not received in a timely manner.'],
  ]) {
    it(`${code}: says so and hides the items table`, async () => {
      await openPortal(`#/portal/orders/${code}`);
      await view().findByRole('heading', { level: 1, name: `Order ${code}` });
      expect(view().getByText(text)).to.exist;
      expect(viewRoot().querySelector('table')).to.equal(null);
      expect(view().queryByText(/terms and conditions/)).to.equal(null);
    });
  }

  it('sends an unknown order back to the portal', async () => {
    await openPortal('#/portal/orders/NOSUCH1');
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    expect(currentRoute()).to.equal('/portal');
  });
});

describe('portal: payment plan instalments (docs/spec.md §4 Payment plan instalment payment_status)', () => {
  const statuses = () => [...tableOf('Payment plan instalments').tBodies[0].rows].map((r) => cellOf(r, 'Status'));

  it('Paid, Due and Pending; the due instalment links to its payment page', async () => {
    await openPortal('#/portal/orders/PLANDUE1');
    await view().findByRole('heading', { level: 1, name: 'Order PLANDUE1' });
    expect(statuses()).to.deep.equal(['Paid', 'Due', 'Pending']);
    view().getByRole('button', { name: 'Pay PLANDUE1-2' }).click();
    await waitFor(() => expect(currentRoute()).to.equal('/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2'));
  });

  it('Partially paid; Overdue for an unpaid instalment past its grace', async () => {
    await openPortal('#/portal/orders/PLANOVER', {
      seed: (state) => {
        const order = state.orders.find((o) => o.code === 'PLANOVER')!;
        order.payments[2].due_at = order.payments[1].due_at;
      },
    });
    await view().findByRole('heading', { level: 1, name: 'Order PLANOVER' });
    expect(statuses()).to.deep.equal(['Paid', 'Partially paid', 'Overdue']);
  });

  it('every instalment shows Refund once the order has refunds, and none can be paid', async () => {
    await openPortal('#/portal/orders/PLANREFD');
    await view().findByRole('heading', { level: 1, name: 'Order PLANREFD' });
    expect(new Set(statuses())).to.deep.equal(new Set(['Refund']));
    expect(view().queryByRole('button', { name: /^Pay / })).to.equal(null);
  });
});
