// Journeys through the shop: a visitor buys by card; a bank-transfer-only
// event's order shows how to pay. See run.mjs for how they are run.
import { choose, click, see, type } from './dom.mjs';

const DIALOG = '[role="dialog"]';

/** Log in as the demo customer with the side column's login form. */
export async function logIn(page) {
  await type(page, 'Email', 'demo@festival.example');
  await type(page, 'Password', 'festival2026');
  await click(page, 'Login');
  await see(page, '*', 'Dana Demo');
}

/** Open the checkout from the cart (the side column's Checkout button, or the cart bar's while the side column is out of view). */
export async function toCheckout(page) {
  await click(page, 'Checkout');
  await see(page, 'h1', 'Checkout');
}

/** Choose the customer's country, accept the terms and wait for the method the rules allow. */
export async function checkoutDetails(page, method) {
  await choose(page, 'Country', 'Ireland');
  await see(page, '.es-checkout__method', `Payment method: ${method}`);
  await click(page, 'I accept the Terms and Conditions');
}

/** As the logged-in demo customer: a Harbour Sessions ticket (event 3: bank transfer only) for Dana Demo, into the cart. */
export async function addHarbourTicket(page) {
  await click(page, 'Tickets');
  await click(page, 'Harbour Sessions ticket');
  await see(page, 'h1', 'Harbour Sessions ticket');
  await click(page, 'Add to cart');
  await choose(page, 'Fill in a previous ticket holder', 'Dana Demo', DIALOG);
  await choose(page, 'Country', 'Ireland', DIALOG);
  await click(page, 'Add to cart', DIALOG);
  await see(page, 'button', 'Cart: 1 item');
}

/** On a ticket's page: Add to cart, personalise it for Aoife Byrne in the dialog (checking that it fits), and add it. */
export async function personaliseAndAdd(page, fits) {
  await click(page, 'Add to cart');
  await see(page, DIALOG, 'Personalise ticket');
  await type(page, 'Full name', 'Aoife Byrne', DIALOG);
  await type(page, 'Email', 'aoife@example.ie', DIALOG);
  await choose(page, 'Age range', '25 to 34', DIALOG);
  await choose(page, 'Country', 'Ireland', DIALOG);
  await fits();
  await click(page, 'Add to cart', DIALOG);
  await see(page, 'button', 'Cart: 1 item');
}

export const journeys = [
  {
    name: 'card-checkout',
    async run({ page, step, fits }) {
      await step('browse Tickets', async () => {
        await click(page, 'Tickets');
        await see(page, 'h1', 'Tickets');
      });
      await step('open the Weekend ticket', async () => {
        await click(page, 'Weekend ticket');
        await see(page, 'h1', 'Weekend ticket');
        await see(page, '*', '€200.00');
      });
      await step('personalise the ticket and add it', () => personaliseAndAdd(page, fits));
      await step('add a shuttle ticket with a travel time', async () => {
        await click(page, 'Back to Tickets');
        await click(page, 'Shuttle bus from Dublin');
        await see(page, 'h1', 'Shuttle bus from Dublin');
        await click(page, 'Add to cart');
        await see(page, DIALOG, 'Travel date and time');
        await type(page, 'Full name', 'Aoife Byrne', DIALOG);
        await type(page, 'Email', 'aoife@example.ie', DIALOG);
        await choose(page, 'Country', 'Ireland', DIALOG);
        await choose(page, 'Travel date and time', '10:00', DIALOG);
        await fits();
        await click(page, 'Add to cart', DIALOG);
        await see(page, 'button', 'Cart: 2 items');
      });
      await step('log in', () => logIn(page));
      await step('check out by card', async () => {
        await toCheckout(page);
        await see(page, '*', 'Shuttle bus from Dublin', '10:00');
        await checkoutDetails(page, 'Credit card');
        await see(page, '*', 'Total', '€225.50');
        // The action names what it does.
        await click(page, 'Pay €225.50', 'main');
      });
      await step('land on the payment provider', async () => {
        await page.waitForFunction(() => location.pathname.endsWith('/demo/provider.html'), { timeout: 15000 });
        await see(page, 'h1', 'Demo card payment');
        await see(page, '#amount', '€225.50');
      });
    },
  },
  {
    name: 'bank-transfer',
    async run({ page, step }) {
      await step('log in', () => logIn(page));
      await step('add a Harbour Sessions ticket (event 3: bank transfer only)', () => addHarbourTicket(page));
      let code = '';
      await step('check out by bank transfer', async () => {
        await toCheckout(page);
        await checkoutDetails(page, 'Bank transfer');
        await click(page, 'Place order', 'main');
        // The confirmation leads with the outcome.
        await see(page, 'h1', 'Order placed: please pay by bank transfer');
        const hash = await page.evaluate(() => location.hash);
        code = /^#\/portal\/orders\/([A-Z0-9]+)\/confirmation$/.exec(hash)?.[1] ?? '';
        if (!code) throw new Error(`order page at ${hash}, not its confirmation`);
      });
      await step('see the payment instructions of the new order first', async () => {
        await see(page, '.es-outcome', `Please transfer €48.00 quoting ${code}`);
      });
      await step('see the seeded BANKWAIT order awaiting payment too', async () => {
        await click(page, 'Back to your orders');
        await click(page, 'BANKWAIT');
        await see(page, 'h1', 'Order BANKWAIT');
        await see(page, 'h2', 'Awaiting Payment');
        await see(page, '*', 'Please transfer €95.00 quoting BANKWAIT');
      });
    },
  },
];
