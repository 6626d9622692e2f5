import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { http, HttpResponse } from 'msw';
import { act } from 'preact/test-utils';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RefundsSlot } from '../src/app/slots';
import { shopData } from '../src/stores/shop-data';
import { UiEnvContext } from '../src/ui/env';
import { uiEnv } from './helpers/ui-env';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { openAsCustomer, overlay, view, visited, waitForFocus } from './helpers/refunds';
import { currentRoute } from './helpers/shop';

/** Your Refunds and the refund page (docs/spec.md §2 Portal, §4 Refund status, §7 /cancel-refund, §8). */

let root: Root | null = null;
let host: HTMLDivElement | null = null;
afterEach(() => {
  if (root) act(() => root!.unmount());
  host?.remove();
  root = null;
  host = null;
});

/**
 * The refunds table as the portal page will hold it (app/slots `RefundsSlot`),
 * rendered beside the mounted shop, whose config and data it reads.
 */
function renderRefundsSlot() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const env = uiEnv();
  act(() => root!.render(createElement(UiEnvContext.Provider, { value: env }, createElement(RefundsSlot))));
  return within(host);
}

const cells = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((c) => c.textContent);

describe('Your Refunds table (docs/spec.md §2 Portal)', () => {
  it('shows each refund: id, order, date, status (config label, else the spec text), items, and Manage opens it', async () => {
    const backend = await startBackend();
    const config = exampleConfig();
    config.refundStatuses = { processed: 'Paid back' };
    await openAsCustomer(backend, '#/', config);
    const table = renderRefundsSlot();
    expect(table.getByRole('heading', { level: 2, name: 'Your Refunds' })).to.exist;
    const headers = table.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).to.deep.equal(['Refund ID', 'Order ID', 'Date', 'Status', 'Items', 'Actions']);
    // In the order the server sends them.
    const rows = table.getAllByRole('row').slice(1);
    const byId = (a: HTMLElement) => Number(cells(a)[0]);
    expect(rows.map(byId)).to.deep.equal(shopData.data.refunds.map((r) => r.id));
    rows.sort((a, b) => byId(a) - byId(b));
    expect(rows.map((r) => cells(r).filter((_, i) => i !== 2))).to.deep.equal([
      ['701', 'REFUNDED', 'Paid back', 'Saturday day ticket (Sam Kelly)', 'Manage'],
      ['702', 'PLANREFD', 'Requested', 'Weekend ticket (payment plan) (Dana Demo)', 'Manage'],
      ['703', 'MERCHREF', 'Processing', 'Festival T-shirt 2027', 'Manage'],
      ['704', 'PARTREFD', 'Processing', 'Weekend ticket (Sam Kelly)', 'Manage'],
    ]);
    const created = backend.db.state.refunds.find((r) => r.id === 703)!.created_at;
    expect(rows[2].querySelector('time')!.getAttribute('datetime')).to.equal(created);
    await expect(host).to.be.accessible();
    table.getByRole('button', { name: 'Manage refund 703' }).click();
    expect(await view().findByRole('heading', { level: 1, name: 'Refund 703' })).to.exist;
    expect(currentRoute()).to.equal('/portal/refunds/703');
  });

  it("says 'You have no refunds.' when there are none", async () => {
    const backend = await startBackend();
    backend.db.state.refunds = [];
    await openAsCustomer(backend, '#/');
    expect(renderRefundsSlot().getByText('You have no refunds.')).to.exist;
  });
});

describe('refund page (docs/spec.md §2, §4 Refund status)', () => {
  it('shows the status, order, date, total with its shipping refund, and the items; no cancel once processing', async () => {
    const backend = await startBackend();
    Object.assign(
      backend.db.state.refunds.find((r) => r.id === 703)!,
      { total: 30, shipping_refund: 5 },
    );
    await openAsCustomer(backend, '#/portal/refunds/703');
    expect(await view().findByRole('heading', { level: 1, name: 'Refund 703' })).to.exist;
    const terms = Array.from(view().getByRole('heading', { level: 1 }).parentElement!.querySelectorAll('dt, dd'), (el) => el.textContent);
    expect(terms.filter((_, i) => i !== 5)).to.deep.equal([
      'Status',
      'Processing',
      'Order ID',
      'MERCHREF',
      'Date',
      'Refund total',
      '€30.00 (includes a shipping refund of €5.00)',
    ]);
    expect(view().getByRole('link', { name: 'MERCHREF' }).getAttribute('href')).to.equal('#/portal/orders/MERCHREF');
    expect(view().getAllByRole('row').slice(1).map(cells)).to.deep.equal([['Festival T-shirt 2027', 'Processing']]);
    expect(view().queryByRole('button', { name: 'Cancel refund' })).to.equal(null);
    await expect(view().getByRole('heading', { level: 1 }).closest('section')).to.be.accessible();
  });

  it('a processed refund shows Completed and when it was completed', async () => {
    await openAsCustomer(await startBackend(), '#/portal/refunds/701');
    await view().findByRole('heading', { level: 1, name: 'Refund 701' });
    // The status (a chip in its DD) and the 'Completed' date's label.
    expect(
      view()
        .getAllByText('Completed')
        .map((el) => `${el.closest('dd, dt')!.tagName} ${el.className}`),
    ).to.deep.equal(['DD es-chip es-chip--ok', 'DT ']);
    expect(view().queryByRole('button', { name: 'Cancel refund' })).to.equal(null);
  });

  it('an unknown refund goes back to the portal once the data has loaded', async () => {
    await openAsCustomer(await startBackend(), '#/portal/refunds/999');
    await waitFor(() => expect(visited).to.include('/portal'));
  });
});

describe('cancelling a refund (docs/spec.md §4, §7 /cancel-refund, §8)', () => {
  it('asks first (opening on Cancel refund, which Enter confirms), then cancels by keyboard, toasts and goes to the portal', async () => {
    const backend = await startBackend();
    await openAsCustomer(backend, '#/portal/refunds/702');
    expect(await view().findByRole('heading', { level: 1, name: 'Refund 702' })).to.exist;
    expect(view().getByText('Requested')).to.exist;
    const open = view().getByRole('button', { name: 'Cancel refund' });
    open.click();
    let dialog = within(await overlay().findByRole('dialog', { name: 'Cancel refund 702?' }));
    await waitForFocus(dialog.getByRole('button', { name: 'Cancel refund' }));
    dialog.getByRole('button', { name: 'Keep request' }).click();
    await waitFor(() => expect(overlay().queryByRole('dialog')).to.equal(null));
    expect(callsOf(backend, 'cancel-refund')).to.have.length(0);

    open.focus();
    await sendKeys({ press: 'Enter' });
    dialog = within(await overlay().findByRole('dialog'));
    await waitForFocus(dialog.getByRole('button', { name: 'Cancel refund' }));
    await sendKeys({ press: 'Enter' });
    expect(await overlay().findByText('Refund 702 cancelled successfully.')).to.exist;
    expect(callsOf(backend, 'cancel-refund').map((c) => c.body.refund_id)).to.deep.equal([702]);
    await waitFor(() => expect(visited).to.include('/portal'));
    expect(backend.db.state.refunds.map((r) => r.id)).not.to.include(702);
  });

  it("a refused cancel shows the server's words in a toast and stays on the refund", async () => {
    const backend = await startBackend();
    overrideHandlers(
      http.post('/api/cancel-refund', () => HttpResponse.json({ message: 'Only a requested refund can be cancelled.' }, { status: 422 })),
    );
    await openAsCustomer(backend, '#/portal/refunds/702');
    (await view().findByRole('button', { name: 'Cancel refund' })).click();
    within(await overlay().findByRole('dialog'))
      .getByRole('button', { name: 'Cancel refund' })
      .click();
    expect(await overlay().findByText('Only a requested refund can be cancelled.')).to.exist;
    expect(currentRoute()).to.equal('/portal/refunds/702');
    expect(view().getByRole('heading', { level: 1, name: 'Refund 702' })).to.exist;
  });
});
