import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { DEMO_EMAIL } from '../demo/backend/seed';
import { callsOf, overrideHandlers } from './helpers/backend';
import { currentRoute } from './helpers/shop';
import { deepActiveElement } from '../src/ui/focus';
import { closePortal, frame, openPortal, overlay, overlayRoot, rowOf, tableOf, view, withOpen } from './helpers/portal';

afterEach(closePortal);

/** The buttons a shopper sees in the ticket row holding `holder` (on a wide part no More actions), by visible label, with their disabled state. */
const shown = (row: Element) => [...row.querySelectorAll('button')].filter((b) => b.checkVisibility());
const buttonsOf = (holder: string) =>
  Object.fromEntries(shown(rowOf(tableOf('Tickets'), holder)).map((b) => [b.textContent, b.disabled ? 'disabled' : 'enabled']));

async function openOrder(code: string) {
  const backend = await openPortal(`#/portal/orders/${code}`);
  await view().findByRole('heading', { level: 1, name: `Order ${code}` });
  return backend;
}

describe('portal: ticket actions (docs/spec.md §6 Ticket actions, §5 Recent edit)', () => {
  it('shows each button only when the ticket allows it', async () => {
    await openOrder('PAIDCARD');
    // Everything allowed, but a festival ticket has no travel time.
    expect(buttonsOf('Dana Demo')).to.deep.equal({ Manage: 'enabled', Download: 'enabled' });
    // No name change left: the email can still change, so Manage stays.
    expect(buttonsOf('Sam Kelly')).to.deep.equal({ Manage: 'enabled', Download: 'enabled' });
    const shuttle = [...tableOf('Tickets').tBodies[0].rows].find(
      (r) => r.textContent?.includes('shuttle') || r.textContent?.includes('Shuttle'),
    )!;
    expect(shown(shuttle).map((b) => b.textContent)).to.deep.equal(['Manage', 'Choose Time', 'Download']);
    await closePortal();
    await openOrder('LOCKED01');
    // No name or email changes: no Manage.
    expect(buttonsOf('Noor Haddad')).to.deep.equal({ Download: 'enabled' });
    // Not downloadable.
    expect(buttonsOf('Alex')).to.deep.equal({ Manage: 'enabled' });
  });

  it('pending tickets have no actions', async () => {
    await openOrder('PENDCARD');
    expect(tableOf('Tickets').querySelectorAll('button')).to.have.length(0);
  });

  it('disables Manage and Choose Time for 15 minutes after an edit, with the hint', async () => {
    await openOrder('PAIDCARD');
    expect(buttonsOf('Jo Byrne')).to.deep.equal({ Manage: 'disabled', Download: 'enabled' });
    const manage = within(rowOf(tableOf('Tickets'), 'Jo Byrne')).getByRole('button', { name: /^Manage/ });
    const hint = view().getByText('This ticket has been recently edited. Please wait 15 minutes before editing it again.');
    expect(manage.getAttribute('aria-describedby')).to.equal(hint.id);
    expect(view().getAllByText(/recently edited/)).to.have.length(1);
  });

  it('Manage opens the ticket edit; Download opens the ticket in a new window, segments encoded', async () => {
    await openOrder('PAIDCARD');
    const opened = await withOpen(() => view().getByRole('button', { name: 'Download ticket TKFULL01' }).click());
    expect(opened).to.deep.equal([[`/download-ticket/${encodeURIComponent(DEMO_EMAIL)}/TKFULL01`, '_blank', 'noopener']]);
    expect(opened[0][0]).to.include('%40');
    view().getByRole('button', { name: 'Manage ticket TKFULL01' }).click();
    await view().findByRole('heading', { level: 1, name: 'Manage ticket' });
    expect(currentRoute()).to.equal('/portal/orders/PAIDCARD/manage-ticket/TKFULL01');
  });
});

describe('portal: travel time modal (docs/spec.md §2 Modals, §5, §8)', () => {
  async function openTimes() {
    const backend = await openOrder('PAIDCARD');
    view().getByRole('button', { name: 'Choose time for ticket TKSHUTL1' }).click();
    const dialog = within(await overlay().findByRole('dialog', { name: 'Choose Time' }));
    await frame();
    return { backend, dialog };
  }
  const radios = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('radio') as HTMLInputElement[];

  it('lists the times with remaining seats; sold-out and current ones disabled; focus on the first choice', async () => {
    const { dialog } = await openTimes();
    const labels = radios(dialog).map((r) => `${r.closest('label')!.textContent} ${r.disabled ? '(off)' : ''}`.trim());
    expect(labels).to.have.length(3);
    expect(labels[0]).to.match(/10:00 \(40\) \(current\) \(off\)$/);
    expect(labels[1]).to.match(/13:00 \(Sold out\) \(off\)$/);
    expect(labels[2]).to.match(/16:00 \(3\)$/);
    expect(deepActiveElement() === radios(dialog)[2], 'focus on the first choice that can be taken').to.equal(true);
    await expect(overlayRoot()).to.be.accessible();
  });

  it("says 'Please select the travel time.' without a choice, and sends nothing", async () => {
    const { backend, dialog } = await openTimes();
    dialog.getByRole('button', { name: 'Save travel time' }).click();
    expect(await dialog.findByText('Please select the travel time.')).to.exist;
    expect(callsOf(backend, 'set-travel-time')).to.have.length(0);
  });

  it("sets the time: 'Travel time updated.', the dialog closes, and the ticket is now recently edited", async () => {
    const { backend, dialog } = await openTimes();
    radios(dialog)[2].click();
    dialog.getByRole('button', { name: 'Save travel time' }).click();
    expect(await overlay().findByText('Travel time updated.')).to.exist;
    expect(callsOf(backend, 'set-travel-time')[0].body).to.include({ code: 'TKSHUTL1', transport_time_id: 3 });
    await waitFor(() => expect(overlay().queryByRole('dialog')).to.equal(null));
    await waitFor(() => expect(view().getByRole('button', { name: 'Choose time for ticket TKSHUTL1' })).to.have.property('disabled', true));
  });

  it("a failure toasts 'Could not update travel time. Please try later.' and keeps the dialog", async () => {
    const { dialog } = await openTimes();
    overrideHandlers(http.post('/api/set-travel-time', () => HttpResponse.json({ message: 'Sold out meanwhile.' }, { status: 422 })));
    radios(dialog)[2].click();
    dialog.getByRole('button', { name: 'Save travel time' }).click();
    expect(await overlay().findByText('Could not update travel time. Please try later.')).to.exist;
    expect(overlay().getByRole('dialog', { name: 'Choose Time' })).to.exist;
  });
});
