// Scenes of the customer portal for scripts/shots/shoot.mjs.
import { click, go, storeDemoLogin, waitText } from './scenes.mjs';

/** Log the demo customer in (the token the demo page reads), then open `route`. */
async function asCustomer(page, base, route) {
  await storeDemoLogin(page);
  // The shop reads the token when it mounts: reload, then move to the route.
  await page.reload({ waitUntil: 'networkidle0' });
  await go(page, base, route);
}

/** A scene that opens `route` (as the customer, or as a visitor) and waits for `text` in a `selector`. */
const opens =
  (route, selector, text, customer = true) =>
  async (page, base) => {
    if (customer) await asCustomer(page, base, route);
    else await go(page, base, route);
    await waitText(page, selector, text);
  };

export const scenes = {
  /** The orders table. */
  'portal-orders': opens('/portal', 'h1', 'Portal'),
  /** A paid order with every ticket action, the recent-edit hint and merchandise. */
  'portal-order': opens('/portal/orders/PAIDCARD', 'h1', 'Order PAIDCARD'),
  /** A bank transfer awaiting payment. */
  'portal-bank': opens('/portal/orders/BANKPART', 'h2', 'Awaiting Payment'),
  /** Confirmations leading with the outcome: paid, a card payment not completed (Pay now), a bank transfer. */
  'confirm-paid': opens('/portal/orders/PAIDCARD/confirmation', 'h1', "You're going!"),
  'confirm-unpaid': opens('/portal/orders/PENDCARD/confirmation', 'h1', 'Payment not completed'),
  'confirm-bank': opens('/portal/orders/BANKWAIT/confirmation', '.es-outcome', 'Please transfer'),
  /** A payment plan whose instalment is due. */
  'portal-plan': opens('/portal/orders/PLANDUE1', 'caption', 'Payment plan instalments'),
  /** The travel-time dialog (reports where focus is). */
  'portal-travel': async (page, base) => {
    await asCustomer(page, base, '/portal/orders/PAIDCARD');
    const choose = await page.waitForSelector('pierce/button[aria-label="Choose time for ticket TKSHUTL1"]');
    // On a narrow card it waits behind the card's More actions.
    await choose.evaluate((b) => b.getClientRects().length || b.closest('tr').querySelector('[aria-expanded]').click());
    await choose.click();
    await page.waitForSelector('pierce/[role="dialog"]');
    return true;
  },
  /** The ticket edit's details step, with the reassign checkbox and a missing field. */
  'portal-ticket-edit': async (page, base) => {
    await asCustomer(page, base, '/portal/orders/PAIDCARD/manage-ticket/TKLIMIT2');
    await waitText(page, 'h1', 'Manage ticket');
    const email = await page.waitForSelector('pierce/input[name="email"]');
    await email.click({ clickCount: 3 });
    await email.type('friend@example.ie');
    const name = await page.waitForSelector('pierce/input[name="fullName"]');
    await name.click({ clickCount: 3 });
    await name.press('Backspace');
    await click(page, 'pierce/button[type="submit"]');
    await waitText(page, '[role="alert"]', 'Please fill out');
    return true;
  },
  /** The terms link of a staff order with a card payment due. */
  'terms-link': opens('/accept-tcs/STAFFTCS/6668bef0b0378633', 'h1', 'Accept Terms and Conditions', false),
  /** An expired terms link. */
  'terms-expired': opens('/accept-tcs/STAFFTCS/0000', 'h1', 'Link expired', false),
  /** The instalment page at the attempts maximum. */
  'plan-payment': opens('/payment-plan-payment/PLANMAXD/36a1bf31b8e00022/PLANMAXD-2', 'h1', 'Payment plan payment', false),
  /** An instalment of an order with an active refund request: the notice, no payment. */
  'plan-refund': opens('/payment-plan-payment/PLANREFD/a2fe658445d4b367/PLANREFD-2', 'h1', 'Payment plan payment', false),
};
