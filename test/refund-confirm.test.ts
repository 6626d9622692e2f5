import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { callsOf, startBackend } from './helpers/backend';
import { box, field, frame, openWizard, overlay, tabTo, view, waitForFocus } from './helpers/refunds';
import { currentRoute, typeInto } from './helpers/shop';

/** The refund wizard's confirm step and the request (docs/spec.md §7 /request-refund, §8, §9 Refund totals). */

const IBAN = 'IE29 AIBK 9311 5212 3456 78';

const button = (name: string) => view().getByRole('button', { name });
const heading = (name: RegExp) => view().findByRole('heading', { level: 2, name });

async function next(step: RegExp) {
  button('Next').click();
  const h = await heading(step);
  await frame();
  await frame();
  return h;
}

function fillBank(holder = 'Dana Demo') {
  typeInto(field(/^Account holder's full name/), holder);
  typeInto(field(/^Bank name/), 'Allied Irish Banks');
  typeInto(field(/^BIC\/SWIFT/), 'AIBKIE2D');
  typeInto(field(/^IBAN/), IBAN);
}

/** The confirm table's rows as text: each cell's text, `|` between cells. */
const rows = () =>
  Array.from(view().getByRole('table').querySelectorAll('tr'))
    .slice(1)
    .map((tr) => Array.from(tr.children, (c) => c.textContent?.trim()).join('|'));

describe('refund wizard: confirm step totals (docs/spec.md §9)', () => {
  it('without a payment plan: prices less refund fees, exact to the cent; merchandise adds its shipping refund; Back keeps everything', async () => {
    const backend = await startBackend();
    const paid = backend.db.state.orders.find((o) => o.code === 'PAIDCARD')!;
    paid.tickets.find((t) => t.code === 'TKFULL01')!.refund_fee = 0.1;
    paid.tickets.find((t) => t.code === 'TKLIMIT2')!.refund_fee = 0.2;
    await openWizard(backend, 'PAIDCARD', /^Step 1 of 3/);
    box(/^Weekend ticket.*Dana Demo/).click();
    box(/^Weekend ticket.*Alex Rivera/).click();
    await next(/^Step 2 of 3/);
    fillBank('Ann Holder');
    const confirm = await next(/^Step 3 of 3: Confirm your request$/);
    await waitForFocus(confirm);
    expect(rows()).to.deep.equal([
      'Weekend ticketDana Demo|€189.50',
      'Weekend ticketAlex Rivera|€189.50',
      'Refund fees|-€0.30',
      'Refund total|€378.70',
    ]);
    expect(view().getByText('Ann Holder')).to.exist;
    expect(view().getByText(IBAN)).to.exist;
    await expect(view().getByRole('heading', { level: 1 }).closest('section')).to.be.accessible();

    // Back to the items: the bank details typed are kept for when the customer returns.
    button('Back').click();
    await waitForFocus(await heading(/^Step 2 of 3/));
    expect(field(/^Account holder's full name/).value).to.equal('Ann Holder');
    typeInto(field(/^Bank name/), 'Bank of Ireland');
    button('Back').click();
    await waitForFocus(await heading(/^Step 1 of 3/));
    await frame();
    expect(box(/^Weekend ticket.*Dana Demo/).checked).to.equal(true);
    box(/^Weekend ticket.*Dana Demo/).click();
    box(/^Weekend ticket.*Alex Rivera/).click();
    await waitFor(() => expect(box(/Festival T-shirt 2027/).disabled).to.equal(false));
    box(/Festival T-shirt 2027/).click();
    await next(/^Step 2 of 3/);
    expect(field(/^Bank name/).value).to.equal('Bank of Ireland');
    await next(/^Step 3 of 3/);
    expect(rows()).to.deep.equal(['Festival T-shirt 2027|€25.00', 'Shipping refund|€5.00', 'Refund total|€30.00']);
    expect(view().getByText('Bank of Ireland, Ireland')).to.exist;
  });

  it('with a payment plan: starts at the bank step with everything chosen; total paid less fees less refund fees', async () => {
    const backend = await startBackend();
    backend.db.state.orders.find((o) => o.code === 'PLANDUE1')!.tickets[0].refund_fee = 2.35;
    await openWizard(backend, 'PLANDUE1', /^Step 1 of 2: Bank details$/);
    expect(view().queryAllByRole('checkbox')).to.have.length(0);
    expect(view().getByText('This order has a payment plan, so it is refunded as a whole.')).to.exist;
    fillBank();
    await next(/^Step 2 of 2: Confirm your request$/);
    expect(rows()).to.deep.equal([
      'Weekend ticket (payment plan)Alex Rivera|€199.00',
      'Total paid|€71.00',
      'Booking fees|-€12.00',
      'Refund fees|-€2.35',
      'Refund total|€56.65',
    ]);
    button('Request refund').click();
    await overlay().findByText('Refund request submitted successfully.');
    expect(callsOf(backend, 'request-refund')[0].body).to.deep.include({ order_id: 513, tickets: 'TKPLAN02', merchandise: '' });
  });
});

describe('refund wizard: sending (docs/spec.md §7, §8)', () => {
  it('sends one request on a double click, toasts, opens the new refund, and keeps no bank details in storage', async () => {
    const backend = await startBackend();
    await openWizard(backend, 'PAIDCARD', /^Step 1 of 3/);
    box(/^Saturday day ticket/).click();
    await next(/^Step 2 of 3/);
    fillBank('Ann Holder-Unique');
    await next(/^Step 3 of 3/);
    button('Request refund').click();
    button('Request refund').click();
    await overlay().findByText('Refund request submitted successfully.');
    expect(callsOf(backend, 'request-refund')).to.have.length(1);
    const id = backend.db.state.refunds.at(-1)!.id;
    await waitFor(() => expect(currentRoute()).to.equal(`/portal/refunds/${id}`));
    expect(await view().findByRole('heading', { level: 1, name: `Refund ${id}` })).to.exist;
    for (const storage of [window.localStorage, window.sessionStorage]) {
      const held = Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key)}`)
        .join('\n');
      expect(held).not.to.contain('Ann Holder-Unique');
      expect(held.replace(/\s/g, '')).not.to.contain('IE29AIBK');
    }
  });

  it("a request the server refuses for its bank details goes back to them, with the server's words and every value kept", async () => {
    const backend = await startBackend();
    await openWizard(backend, 'PAIDCARD', /^Step 1 of 3/);
    box(/^Saturday day ticket/).click();
    await next(/^Step 2 of 3/);
    fillBank();
    // Advice only: a wrong check digit may still be sent, and this server refuses it.
    typeInto(field(/^IBAN/), 'IE29 AIBK 9311 5212 3456 79');
    await next(/^Step 3 of 3/);
    expect(view().getByText('This IBAN does not look right. Please check it.')).to.exist;
    button('Request refund').click();
    await waitForFocus(await heading(/^Step 2 of 3/));
    expect(await view().findByText('The IBAN is not valid.')).to.exist;
    expect(field(/^IBAN/).value).to.equal('IE29 AIBK 9311 5212 3456 79');
    expect(field(/^Bank name/).value).to.equal('Allied Irish Banks');
    expect(currentRoute()).to.equal('/portal/orders/PAIDCARD/request-refund');
    expect(backend.db.state.refunds).to.have.length(4);
  });

  it('a keyboard-only refund request, from the first box to the new refund', async () => {
    const backend = await startBackend();
    await openWizard(backend, 'PAIDCARD', /^Step 1 of 3/);
    view().getByRole('link', { name: 'Order PAIDCARD' }).focus();
    await tabTo(box(/^Weekend ticket.*Alex Rivera/));
    await sendKeys({ press: ' ' });
    await waitFor(() => expect(box(/^Weekend ticket.*Alex Rivera/).checked).to.equal(true));
    await tabTo(button('Next'));
    await sendKeys({ press: 'Enter' });
    await waitForFocus(await heading(/^Step 2 of 3/));
    await frame();
    await tabTo(field(/^Bank name/));
    await sendKeys({ type: 'Allied Irish Banks' });
    await tabTo(field(/^BIC\/SWIFT/));
    await sendKeys({ type: 'AIBKIE2D' });
    await tabTo(field(/^IBAN/));
    await sendKeys({ type: IBAN });
    await sendKeys({ press: 'Enter' });
    await waitForFocus(await heading(/^Step 3 of 3/));
    await tabTo(button('Request refund'));
    await sendKeys({ press: 'Enter' });
    await overlay().findByText('Refund request submitted successfully.');
    expect(callsOf(backend, 'request-refund')[0].body).to.deep.include({ tickets: 'TKLIMIT2', bank_iban: 'IE29AIBK93115212345678' });
    await within(view().getByRole('heading', { level: 1 }).closest('section')!).findByText('Weekend ticket');
  });
});
