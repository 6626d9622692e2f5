import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { deepActiveElement } from '../src/ui/focus';
import { overflowing, widthOf } from './helpers/layout';
import { closePortal, openPortal, rowOf, tableOf, view, viewPlaceholder, viewRoot, withOpen } from './helpers/portal';
import { currentRoute } from './helpers/shop';

/** The portal as a ticket wallet, by the part's width (container queries), statuses as chips. */
afterEach(closePortal);

const seen = (el: Element) => el.checkVisibility();
/** What a card shows as buttons: the primary action, and "More actions" when there are others. */
const buttonsShown = (row: Element) => [...row.querySelectorAll('button')].filter(seen);
const primaryOf = (row: Element) => buttonsShown(row).filter((b) => !b.hasAttribute('aria-expanded'));
const moreOf = (row: Element) => within(row as HTMLElement).getByRole('button', { name: 'More actions' });
const chipOf = (row: Element) => {
  const chip = row.querySelector<HTMLElement>('.es-chip');
  if (!chip) throw new Error(`no chip in "${row.textContent}"`);
  return chip;
};
/** The shape before a chip's text: what tells the tones apart without colour. */
const shapeOf = (chip: Element) => {
  const s = getComputedStyle(chip, '::before');
  return `${s.width} ${s.height} ${s.borderRadius} ${s.borderBottomWidth} ${s.transform}`;
};

/** Every body row of `table` is a card: a box of its own, whose status is a chip, with one primary button of at least 44 px. */
function expectCards(table: HTMLTableElement) {
  expect(table.tHead!.getBoundingClientRect().height).to.be.at.most(1);
  for (const row of table.tBodies[0].rows) {
    const style = getComputedStyle(row);
    expect([style.display, style.borderTopStyle], row.textContent!).to.deep.equal(['flex', 'solid']);
    expect(seen(chipOf(row)) && chipOf(row).textContent!.trim().length > 0, `${row.textContent}: a chip with text`).to.equal(true);
    const buttons = buttonsShown(row);
    if (buttons.length === 0) continue;
    expect(primaryOf(row), `${row.textContent}: one primary action`).to.have.length(1);
    for (const b of buttons) expect(b.getBoundingClientRect().height, `${b.textContent} tap target`).to.be.at.least(44);
  }
}

describe('portal wallet: orders as cards at 375 px', () => {
  it('each order is a card: code and event, a status chip, one primary button; Via and Method stay on the order page', async () => {
    await openPortal('#/portal');
    widthOf(viewPlaceholder(), 375);
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    const orders = tableOf('Orders');
    expect(orders.tBodies[0].rows.length).to.be.above(10);
    expectCards(orders);
    const paid = rowOf(orders, 'PAIDCARD');
    expect(chipOf(paid).textContent).to.equal('Paid');
    expect(chipOf(paid).className).to.equal('es-chip es-chip--ok');
    expect(chipOf(rowOf(orders, 'BANKPART')).className).to.equal('es-chip es-chip--waiting');
    expect(chipOf(rowOf(orders, 'REFUNDED')).textContent).to.equal('Refunded');
    // The chip's shape differs by tone, so colour is never alone.
    expect(shapeOf(chipOf(paid))).not.to.equal(shapeOf(chipOf(rowOf(orders, 'BANKPART'))));
    expect(seen(paid.querySelector('td[data-label="Via"]')!)).to.equal(false);
    expect(paid.textContent).to.include('PAIDCARD');
    expect(primaryOf(paid).map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Manage order PAIDCARD']);
    // Refund waits behind More actions; an order without Refund has no menu.
    expect(view().queryByRole('button', { name: 'Refund order PAIDCARD' })).to.equal(null);
    expect(within(rowOf(orders, 'LOCKED01')).queryByRole('button', { name: 'More actions' })).to.equal(null);
    expect(overflowing(viewRoot())).to.deep.equal([]);
    await expect(viewRoot()).to.be.accessible();
  });

  it('More actions opens and closes by keyboard, Escape gives focus back, and its Refund works', async () => {
    await openPortal('#/portal');
    widthOf(viewPlaceholder(), 375);
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    const paid = rowOf(tableOf('Orders'), 'PAIDCARD');
    const more = moreOf(paid);
    more.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(more.getAttribute('aria-expanded')).to.equal('true'));
    const refund = view().getByRole('button', { name: 'Refund order PAIDCARD' });
    expect(refund.closest('[id]')!.id).to.equal(more.getAttribute('aria-controls'));
    expect(refund.getBoundingClientRect().height).to.be.at.least(44);
    expect(overflowing(viewRoot())).to.deep.equal([]);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(refund);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(more.getAttribute('aria-expanded')).to.equal('false'));
    expect(deepActiveElement()).to.equal(more);
    expect(seen(refund)).to.equal(false);
    await sendKeys({ press: ' ' });
    await waitFor(() => expect(seen(refund)).to.equal(true));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(currentRoute()).to.equal('/portal/orders/PAIDCARD/request-refund'));
  });
});

describe('portal wallet: tickets as cards at 375 px', () => {
  it('each ticket is a card: item, holder, status chip, one primary action; Download sits under More actions and works', async () => {
    await openPortal('#/portal/orders/PAIDCARD');
    widthOf(viewPlaceholder(), 375);
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    const tickets = tableOf('Tickets');
    expectCards(tickets);
    expectCards(tableOf('Merchandise'));
    const dana = rowOf(tickets, 'Dana Demo');
    expect(seen(within(dana).getByText('Dana Demo'))).to.equal(true);
    expect(chipOf(dana).textContent).to.equal('Paid');
    expect(primaryOf(dana).map((b) => b.textContent)).to.deep.equal(['Manage']);
    expect(within(dana).queryByRole('button', { name: /^Download/ })).to.equal(null);
    moreOf(dana).click();
    const download = await within(dana).findByRole('button', { name: /^Download ticket/ });
    const opened = await withOpen(() => download.click());
    expect(opened).to.have.length(1);
    expect(String(opened[0][0])).to.match(/^\/download-ticket\//);
    // The other cards' menus stay shut.
    const others = [...tickets.tBodies[0].rows].filter((r) => r !== dana && r.querySelector('[aria-expanded]'));
    expect(others.length).to.be.above(0);
    for (const r of others) expect(moreOf(r).getAttribute('aria-expanded')).to.equal('false');
    // Recently edited: Manage is disabled, so the enabled Download is the primary action.
    const jo = rowOf(tickets, 'Jo Byrne');
    expect(primaryOf(jo).map((b) => [b.textContent, b.disabled])).to.deep.equal([['Download', false]]);
    moreOf(jo).click();
    await waitFor(() => expect((within(jo).getByRole('button', { name: /^Manage/ }) as HTMLButtonElement).disabled).to.equal(true));
    expect(overflowing(viewRoot())).to.deep.equal([]);
    await expect(viewRoot()).to.be.accessible();
  });

  it('instalments are cards too: due date, a chip (Due waits, Paid is ok), Pay as the one button', async () => {
    await openPortal('#/portal/orders/PLANDUE1');
    widthOf(viewPlaceholder(), 375);
    await view().findByRole('heading', { level: 1, name: 'Order PLANDUE1' });
    const plan = tableOf('Payment plan instalments');
    expectCards(plan);
    expect(
      [...plan.tBodies[0].rows].map((r) => chipOf(r).className.replace('es-chip es-chip--', '') + ' ' + chipOf(r).textContent),
    ).to.deep.equal(['ok Paid', 'waiting Due', 'waiting Pending']);
    expect(primaryOf(rowOf(plan, 'Due')).map((b) => b.textContent)).to.deep.equal(['Pay']);
    expect(overflowing(viewRoot())).to.deep.equal([]);
  });

  it('an answer unlike the demo: an unknown status and no holder or event read as a neutral chip with the raw text', async () => {
    await openPortal('#/portal/orders/PAIDCARD', {
      seed: (s) => {
        const order = s.orders.find((o) => o.code === 'PAIDCARD')!;
        order.payment_status = 'on-hold-for-review';
        order.tickets[0].status = 'x-frozen-by-the-box-office';
        order.tickets[0].full_name = null;
        order.tickets[0].email = null;
        order.tickets[0].event_name = null;
      },
    });
    widthOf(viewPlaceholder(), 375);
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    const row = [...tableOf('Tickets').tBodies[0].rows].find((r) => r.textContent!.includes('x-frozen-by-the-box-office'))!;
    expect(chipOf(row).className).to.equal('es-chip es-chip--neutral');
    expect(chipOf(row).textContent).to.equal('x-frozen-by-the-box-office');
    expectCards(tableOf('Tickets'));
    expect(overflowing(viewRoot())).to.deep.equal([]);
    await closePortal();
    await openPortal('#/portal', { seed: (s) => (s.orders.find((o) => o.code === 'PAIDCARD')!.payment_status = 'on-hold-for-review') });
    widthOf(viewPlaceholder(), 280);
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    const chip = chipOf(rowOf(tableOf('Orders'), 'PAIDCARD'));
    expect([chip.className, chip.textContent]).to.deep.equal(['es-chip es-chip--neutral', 'on-hold-for-review']);
    expectCards(tableOf('Orders'));
    expect(overflowing(viewRoot())).to.deep.equal([]);
  });
});

describe('portal wallet: a wide part keeps the tables', () => {
  it('at 1280 px the orders and tickets are table rows with every action shown, statuses as chips, heads in sentence case', async () => {
    await openPortal('#/portal');
    widthOf(viewPlaceholder(), 1280);
    await view().findByRole('heading', { level: 1, name: 'Portal' });
    const orders = tableOf('Orders');
    const paid = rowOf(orders, 'PAIDCARD');
    expect(getComputedStyle(paid).display).to.equal('table-row');
    expect(getComputedStyle(orders.tHead!.rows[0].cells[0]).textTransform).to.equal('none');
    expect(chipOf(paid).textContent).to.equal('Paid');
    expect(buttonsShown(paid).map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Manage order PAIDCARD', 'Refund order PAIDCARD']);
    expect(view().queryByRole('button', { name: 'More actions' })).to.equal(null);
    view().getByRole('button', { name: 'Manage order PAIDCARD' }).click();
    await view().findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    const shuttle = [...tableOf('Tickets').tBodies[0].rows].find((r) => /shuttle/i.test(r.textContent!))!;
    expect(getComputedStyle(shuttle).display).to.equal('table-row');
    expect(buttonsShown(shuttle).map((b) => b.textContent)).to.deep.equal(['Manage', 'Choose Time', 'Download']);
    expect(chipOf(shuttle).textContent).to.equal('Paid');
  });
});
