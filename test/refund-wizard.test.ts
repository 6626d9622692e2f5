import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import type { DemoBackend } from '../demo/backend/index';
import { DEMO_EMAIL } from '../demo/backend/seed';
import { shopDataFor } from '../demo/backend/shop-data';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { box, field, frame, openAsCustomer, openWizard, overlay, view, visited, waitForFocus } from './helpers/refunds';
import { choose, typeInto } from './helpers/shop';

/** The refund wizard (docs/spec.md §2 Refund wizard, §5 Refund request select and bank steps, §7, §8, §9). */

const IBAN = 'IE29 AIBK 9311 5212 3456 78';
const DAY = 24 * 60 * 60_000;

const openPaidCard = (backend: DemoBackend) => openWizard(backend, 'PAIDCARD', /^Step 1 of 3/);
const next = () => view().getByRole('button', { name: 'Next' }).click();
const alerts = () =>
  view()
    .queryAllByRole('alert')
    .map((a) => a.textContent);
const danasWeekend = () => box(/^Weekend ticket.*Dana Demo/);
const tshirt = () => box(/Festival T-shirt 2027/);

/** Tick the boxes, Next, and wait for the bank step. */
async function toBankStep(...boxes: Array<() => HTMLInputElement>) {
  for (const b of boxes) b().click();
  next();
  await view().findByRole('heading', { level: 2, name: /Bank details$/ });
  await frame();
  await frame();
}

/** Fill what the prefilled customer details leave open (IE: an IBAN), Next, and wait for the confirm step. */
async function toConfirmStep(values: Record<string, string> = {}) {
  const all = { 'Bank name': 'Allied Irish Banks', 'BIC/SWIFT number': 'AIBKIE2D', IBAN, ...values };
  for (const [label, value] of Object.entries(all)) typeInto(field(new RegExp(`^${label.replace('/', '\\/')}`)), value);
  next();
  await view().findByRole('heading', { level: 2, name: /Confirm your request$/ });
  await frame();
}

const send = () => view().getByRole('button', { name: 'Request refund' }).click();

describe('refund wizard: select step (docs/spec.md §5)', () => {
  it("lists the order's items with what each gives back; only refundable ones can be ticked; passes the audit", async () => {
    await openPaidCard(await startBackend());
    expect(view().getAllByRole('checkbox')).to.have.length(7);
    for (const name of [
      /^Weekend ticket.*Dana Demo.*€189\.50/,
      /^Weekend ticket.*Alex Rivera.*€184\.50/,
      /^Saturday day ticket/,
      /^Shuttle bus/,
      /Festival T-shirt 2027.*€30\.00/,
    ]) {
      expect(box(name).disabled, String(name)).to.equal(false);
    }
    expect(box(/Steel water bottle.*Not refundable/).disabled).to.equal(true);
    expect(view().getByRole('group', { name: 'Tickets' })).to.exist;
    expect(view().getByRole('group', { name: 'Merchandise' })).to.exist;
    await expect(view().getByRole('heading', { level: 1, name: 'Request a refund' }).closest('section')).to.be.accessible();
  });

  it('a closed or not yet open refund window disables an item, even when the server calls it refundable', async () => {
    const backend = await startBackend();
    overrideHandlers(
      http.post('/api/get-data', () => {
        const data = shopDataFor(backend.db, backend.db.customerByEmail(DEMO_EMAIL)!);
        const [closed, notYet] = data.orders.find((o) => o.code === 'PAIDCARD')!.tickets;
        closed.product = { ...closed.product, allow_refund_requests_until: new Date(Date.now() - DAY).toISOString() };
        notYet.product = { ...notYet.product, allow_refund_requests_from: new Date(Date.now() + DAY).toISOString() };
        expect([closed.is_refundable, notYet.is_refundable]).to.deep.equal([true, true]);
        return HttpResponse.json({ data });
      }),
    );
    await openPaidCard(backend);
    expect(box(/^Weekend ticket.*Dana Demo.*Not refundable/).disabled).to.equal(true);
    expect(box(/^Weekend ticket.*Alex Rivera.*Not refundable/).disabled).to.equal(true);
    expect(box(/^Saturday day ticket/).disabled).to.equal(false);
  });

  it("never mixes tickets and merchandise: the other kind's boxes are disabled while one kind is ticked", async () => {
    await openPaidCard(await startBackend());
    const hint = 'Tickets and merchandise cannot be refunded in one request.';
    danasWeekend().click();
    await waitFor(() => expect(tshirt().disabled).to.equal(true));
    expect(view().getByRole('group', { name: 'Merchandise' }).textContent).to.contain(hint);
    expect(box(/^Saturday day ticket/).disabled).to.equal(false);
    danasWeekend().click();
    await waitFor(() => expect(tshirt().disabled).to.equal(false));
    expect(view().queryByText(hint)).to.equal(null);
    tshirt().click();
    await waitFor(() => expect(danasWeekend().disabled).to.equal(true));
    expect(box(/^Saturday day ticket/).disabled).to.equal(true);
    expect(view().getByRole('group', { name: 'Tickets' }).textContent).to.contain(hint);
  });

  it("Next with nothing ticked says 'Please select at least one item.' and focuses the first box; then moves on with focus on the step", async () => {
    const backend = await startBackend();
    await openPaidCard(backend);
    next();
    await waitFor(() => expect(alerts()).to.deep.equal(['Please select at least one item.']));
    await waitForFocus(danasWeekend());
    expect(callsOf(backend, 'request-refund')).to.have.length(0);
    danasWeekend().click();
    next();
    const heading = await view().findByRole('heading', { level: 2, name: 'Step 2 of 3: Bank details' });
    await waitForFocus(heading);
    expect(alerts()).to.deep.equal([]);
  });

  it('an unknown order goes back to the portal once the data has loaded', async () => {
    await openAsCustomer(await startBackend(), '#/portal/orders/NOSUCH99/request-refund');
    await waitFor(() => expect(visited).to.include('/portal'));
    expect(view().queryByRole('heading', { name: 'Request a refund' })).to.equal(null);
  });

  it('an order with nothing refundable says so and links back to the order', async () => {
    await openAsCustomer(await startBackend(), '#/portal/orders/LOCKED01/request-refund');
    expect(await view().findByText('Nothing on this order can be refunded.')).to.exist;
    expect(view().getByRole('link', { name: 'Order LOCKED01' }).getAttribute('href')).to.equal('#/portal/orders/LOCKED01');
    expect(view().queryAllByRole('checkbox')).to.have.length(0);
  });
});

describe('refund wizard: bank step (docs/spec.md §5)', () => {
  it("names every missing field in the spec's order and focuses the first; the bank city is not required", async () => {
    const backend = await startBackend();
    await openPaidCard(backend);
    await toBankStep(danasWeekend);
    // The account holder starts as the customer, in the customer's country (IE: IBAN).
    expect(field(/^Account holder's full name/).value).to.equal('Dana Demo');
    expect(field(/^Town \/ City/).value).to.equal('Dublin');
    expect((field(/^Bank country/) as unknown as HTMLSelectElement).value).to.equal('IE');
    typeInto(field(/^Account holder's full name/), ' ');
    typeInto(field(/^Town \/ City/), '');
    next();
    const all = "Please fill out the following fields: Account holder's full name, Town / City, Bank name, BIC/SWIFT number, IBAN";
    await waitFor(() => expect(alerts()).to.deep.equal([all]));
    await waitForFocus(field(/^Account holder's full name/));
    typeInto(field(/^Account holder's full name/), 'Ann Holder');
    next();
    await waitFor(() =>
      expect(alerts()).to.deep.equal(['Please fill out the following fields: Town / City, Bank name, BIC/SWIFT number, IBAN']),
    );
    await waitForFocus(field(/^Town \/ City/));
    expect(field(/^Town \/ City/).getAttribute('aria-invalid')).to.equal('true');
    expect(field(/^Bank city/).getAttribute('aria-required')).to.equal(null);
    expect(callsOf(backend, 'request-refund')).to.have.length(0);
    await expect(view().getByRole('heading', { level: 1 }).closest('section')).to.be.accessible();
  });

  it('with an IBAN country: advises on a wrong IBAN checksum and BIC shape, and sends the IBAN, not an account number', async () => {
    const backend = await startBackend();
    await openPaidCard(backend);
    await toBankStep(danasWeekend);
    expect(view().queryByLabelText(/^Bank account number/)).to.equal(null);
    const ibanAdvice = 'This IBAN does not look right. Please check it.';
    const bicAdvice = 'This BIC/SWIFT number does not look right: it has 8 or 11 letters and digits. Please check it.';
    typeInto(field(/^IBAN/), 'IE29 AIBK 9311 5212 3456 79');
    typeInto(field(/^BIC\/SWIFT/), 'AIB1IE2D');
    expect(await view().findByText(ibanAdvice)).to.exist;
    expect(view().getByText(bicAdvice)).to.exist;
    expect(field(/^IBAN/).getAttribute('aria-describedby')).to.equal(view().getByText(ibanAdvice).id);
    typeInto(field(/^IBAN/), 'ie29 aibk 9311 5212 3456 78');
    typeInto(field(/^BIC\/SWIFT/), 'aibk ie2d');
    await waitFor(() => expect(view().queryByText(ibanAdvice)).to.equal(null));
    expect(view().queryByText(bicAdvice)).to.equal(null);
    await toConfirmStep({
      IBAN: 'ie29 aibk 9311 5212 3456 78',
      'BIC/SWIFT number': 'aibk ie2d',
      'Bank city': ' Dublin ',
      'Note \\(optional\\)': 'Cannot come',
    });
    send();
    await overlay().findByText('Refund request submitted successfully.');
    const sent = callsOf(backend, 'request-refund')[0].body;
    expect(sent).to.deep.include({
      order_id: 501,
      tickets: 'TKFULL01',
      merchandise: '',
      bank_owner_full_name: 'Dana Demo',
      bank_name: 'Allied Irish Banks',
      bank_city: 'Dublin',
      bank_country: 'IE',
      bank_bic: 'AIBKIE2D',
      bank_iban: 'IE29AIBK93115212345678',
      bank_account: '',
      note: 'Cannot come',
    });
    expect(sent.bank_owner_address).to.deep.equal({ address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: 'D02 X285' });
  });

  it('with a bank country outside ibanCountries: asks and sends the account number instead of an IBAN', async () => {
    const backend = await startBackend();
    await openPaidCard(backend);
    await toBankStep(danasWeekend);
    choose(field(/^Bank country/), 'US');
    const account = await view().findByLabelText(/^Bank account number/);
    expect(view().queryByLabelText(/^IBAN/)).to.equal(null);
    // A field joins its form in an effect after the frame that shows it (react-final-form 6): no one types sooner.
    await frame();
    typeInto(field(/^Bank name/), 'First Bank');
    typeInto(field(/^BIC\/SWIFT/), 'FRSTUS33');
    next();
    await waitFor(() => expect(alerts()).to.deep.equal(['Please fill out the following fields: Bank account number']));
    await waitForFocus(account);
    typeInto(account, '000123456789');
    next();
    await view().findByRole('heading', { level: 2, name: /Confirm your request$/ });
    expect(view().getByText('000123456789')).to.exist;
    send();
    await overlay().findByText('Refund request submitted successfully.');
    expect(callsOf(backend, 'request-refund')[0].body).to.deep.include({ bank_country: 'US', bank_account: '000123456789', bank_iban: '' });
  });
});

describe('refund wizard: another order', () => {
  it("starts afresh: going from one order's bank step straight to another order's wizard keeps no step or value", async () => {
    await openPaidCard(await startBackend());
    await toBankStep(danasWeekend);
    typeInto(field(/^Bank name/), 'Allied Irish Banks');
    window.location.hash = '#/portal/orders/MERCHREF/request-refund';
    await view().findByRole('heading', { level: 2, name: /^Step 1 of 3/ });
    expect(view().queryByLabelText(/^Bank name/)).to.equal(null);
    expect(
      view()
        .getAllByRole('checkbox')
        .every((b) => !(b as HTMLInputElement).checked),
    ).to.equal(true);
  });
});
