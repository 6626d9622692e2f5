import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { callsOf, overrideHandlers } from './helpers/backend';
import { choose, currentRoute, typeInto } from './helpers/shop';
import { closePortal, frame, openPortal, overlay, view, viewRoot } from './helpers/portal';

afterEach(closePortal);

async function openEdit(ticket: string, order = 'PAIDCARD') {
  const backend = await openPortal(`#/portal/orders/${order}/manage-ticket/${ticket}`);
  await view().findByRole('heading', { level: 1, name: 'Manage ticket' });
  await frame();
  await frame();
  return backend;
}

const field = (label: RegExp) => view().getByLabelText(label) as HTMLInputElement;
const next = () => view().getByRole('button', { name: 'Continue' }).click();

describe('ticket edit: enter-details (docs/spec.md §2 Ticket edit, §5 Manage ticket)', () => {
  it('shows the holder filled in, the name changes left, and passes the audit', async () => {
    await openEdit('TKLIMIT2');
    expect(field(/^Full name/).value).to.equal('Alex Rivera');
    expect(field(/^Email/).value).to.equal('alex.rivera@example.ie');
    expect((field(/^Country/) as unknown as HTMLSelectElement).value).to.equal('IE');
    expect(field(/^Email/).readOnly).to.equal(false);
    expect(view().getByText('Name changes left: 2')).to.exist;
    await expect(viewRoot()).to.be.accessible();
  });

  it('shows unlimited name changes, and locks what may not change', async () => {
    await openEdit('TKFULL01');
    expect(view().getByText('Name changes left: unlimited')).to.exist;
    await closePortal();
    await openEdit('TKLIMIT0');
    expect(view().getByText('Name changes left: 0')).to.exist;
    expect(field(/^Full name/).readOnly).to.equal(true);
    expect(field(/^Email/).readOnly).to.equal(false);
    await closePortal();
    await openEdit('TKNODOWN', 'LOCKED01');
    expect(field(/^Email/).readOnly).to.equal(true);
    expect(field(/^Full name/).readOnly).to.equal(false);
  });

  it('no name change left, no e-mail change: Manage opens (docs/spec.md §6); name and e-mail read-only, age and country not', async () => {
    const backend = await openPortal('#/portal/orders/PAIDCARD', {
      seed: (s) => (s.orders.find((o) => o.code === 'PAIDCARD')!.tickets.find((t) => t.code === 'TKLIMIT0')!.allow_email_changes = false),
    });
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    view().getByRole('button', { name: 'Manage ticket TKLIMIT0' }).click();
    await view().findByRole('heading', { level: 1, name: 'Manage ticket' });
    await frame();
    await frame();
    expect(view().getByText('Name changes left: 0')).to.exist;
    expect([field(/^Full name/), field(/^Email/)].map((f) => [f.value, f.readOnly, f.disabled])).to.deep.equal([
      ['Sam Kelly', true, false],
      ['sam.kelly@example.ie', true, false],
    ]);
    expect(field(/^Age range/).disabled).to.equal(false);
    expect(field(/^Country/).disabled).to.equal(false);
    choose(field(/^Age range/), '35-44');
    choose(field(/^Country/), 'GB');
    next();
    (await view().findByRole('button', { name: 'Confirm changes' })).click();
    await overlay().findByText('Ticket TKLIMIT0 updated successfully.');
    const body = callsOf(backend, 'change-ticket')[0].body;
    expect(body).to.include({ code: 'TKLIMIT0', age: '35-44', country: 'GB' });
    expect(body).not.to.have.any.keys('full_name', 'email');
  });

  it('names every missing required field, then asks for a change', async () => {
    const backend = await openEdit('TKFULL01');
    typeInto(field(/^Full name/), ' ');
    choose(field(/^Country/), '');
    next();
    expect(await view().findByText('Please fill out the following fields: Full name, Country')).to.exist;
    typeInto(field(/^Full name/), 'Dana Demo');
    choose(field(/^Country/), 'IE');
    next();
    expect(await view().findByText('Please change the ticket details.')).to.exist;
    expect(callsOf(backend, 'change-ticket')).to.have.length(0);
  });

  it('offers reassigning only while the email is not the customer’s own', async () => {
    await openEdit('TKFULL01');
    expect(view().queryByLabelText(/Reassign/)).to.equal(null);
    typeInto(field(/^Email/), 'friend@example.ie');
    expect(await view().findByLabelText(/Reassign this ticket/)).to.exist;
    typeInto(field(/^Email/), 'DEMO@festival.example');
    await waitFor(() => expect(view().queryByLabelText(/Reassign/)).to.equal(null));
  });

  it('an unknown ticket goes to the portal, an inactive one to its order', async () => {
    await openPortal('#/portal/orders/PAIDCARD/manage-ticket/NOPE');
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    await closePortal();
    await openPortal('#/portal/orders/PAIDCARD/manage-ticket/TKRECENT');
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    await closePortal();
    await openPortal('#/portal/orders/REFUNDED/manage-ticket/TKREFD01');
    await view().findByRole('heading', { level: 1, name: 'Order REFUNDED' });
    expect(currentRoute()).to.equal('/portal/orders/REFUNDED');
  });
});

describe('ticket edit: confirm (docs/spec.md §2 Ticket edit, §7 /change-ticket, §8)', () => {
  async function toConfirm(email = 'friend@example.ie', reassign = true) {
    const backend = await openEdit('TKFULL01');
    typeInto(field(/^Email/), email);
    if (reassign) (await view().findByLabelText(/Reassign this ticket/)).click();
    choose(field(/^Country/), 'GB');
    next();
    await view().findByRole('heading', { name: 'Please check the new details of ticket TKFULL01.' });
    return backend;
  }

  it('shows the new details; Back keeps them', async () => {
    await toConfirm();
    expect(view().getByText('United Kingdom')).to.exist;
    expect(view().getByText('The ticket will be sent to the new email address.')).to.exist;
    await expect(viewRoot()).to.be.accessible();
    view().getByRole('button', { name: 'Back' }).click();
    await frame();
    expect(field(/^Email/).value).to.equal('friend@example.ie');
    expect((field(/^Country/) as unknown as HTMLSelectElement).value).to.equal('GB');
  });

  it("sends the change with reassign, toasts 'Ticket <code> updated successfully.' and returns to the order", async () => {
    const backend = await toConfirm();
    view().getByRole('button', { name: 'Confirm changes' }).click();
    expect(await overlay().findByText('Ticket TKFULL01 updated successfully.')).to.exist;
    const body = callsOf(backend, 'change-ticket')[0].body;
    expect(body).to.include({
      order_id: 501,
      code: 'TKFULL01',
      email: 'friend@example.ie',
      country: 'GB',
      reassign: true,
      full_name: 'Dana Demo',
    });
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    expect(currentRoute()).to.equal('/portal/orders/PAIDCARD');
  });

  it('sends no reassign flag while the email is the customer’s own', async () => {
    const backend = await openEdit('TKFULL01');
    choose(field(/^Country/), 'GB');
    next();
    (await view().findByRole('button', { name: 'Confirm changes' })).click();
    await overlay().findByText('Ticket TKFULL01 updated successfully.');
    expect(callsOf(backend, 'change-ticket')[0].body).not.to.have.property('reassign');
  });

  it("a failed update returns to enter-details with the server's words, every value kept", async () => {
    await toConfirm();
    overrideHandlers(
      http.post('/api/change-ticket', () =>
        HttpResponse.json({ message: 'There are no name changes left for this ticket.' }, { status: 422 }),
      ),
    );
    view().getByRole('button', { name: 'Confirm changes' }).click();
    expect(await view().findByText('There are no name changes left for this ticket.')).to.exist;
    expect(view().getByRole('button', { name: 'Continue' })).to.exist;
    await frame();
    expect(field(/^Email/).value).to.equal('friend@example.ie');
  });
});
