// On-sale day (docs/embed-contract.md §6) on the built bundle against the demo backend in Node in
// rush mode (rush-host.mjs): the page waits its turn in the queue, the fan logs in, adds a ticket,
// goes through a dropped read and a 503 page at checkout, and exactly one order exists at the end.
// Runs on the `rush` host only (run.mjs).
import { click, see } from './dom.mjs';
import { addHarbourTicket, checkoutDetails, logIn, toCheckout } from './journeys-shop.mjs';

export const journeys = [
  {
    name: 'rush-order',
    hosts: ['rush'],
    // Its waits pause while the page is hidden: one run at a time, so its page is the front one (run.mjs).
    alone: true,
    // Its waits are real (some 10 s in the queue): both widths in Chromium, the phone's in Firefox and WebKit.
    widthsElsewhere: [375],
    async run({ page, base, step }) {
      await step('wait in the queue, told the place and the next try, never an error', async () => {
        await see(page, '[role="status"]', 'The shop is very busy right now.', 'Your place in the queue:', 'Trying again in');
        const text = await page.evaluate(() => window.__e2e.dump());
        if (/could not be loaded|cannot reach/.test(text)) throw new Error(`the queue shows an error: ${text.slice(0, 300)}`);
      });
      await step('let in: the listing shows, with nobody pressing Try again', async () => {
        await click(page, 'Tickets');
        await see(page, '*', 'Harbour Sessions ticket');
      });
      await step('log in', () => logIn(page));
      await step('add a Harbour Sessions ticket', () => addHarbourTicket(page));
      await step('check out through a dropped read and a 503 page', async () => {
        await toCheckout(page);
        await checkoutDetails(page, 'Bank transfer');
        await click(page, 'Place order', 'main');
        await see(page, 'h1', 'Order placed: please pay by bank transfer');
      });
      await step('exactly one order, its checkout sent again with the same key', async () => {
        const outcome = await page.evaluate(async (url) => (await fetch(url)).json(), `${base.split('?')[0]}outcome`);
        if (outcome.newOrders !== 1) throw new Error(`${outcome.newOrders} new orders`);
        if (!outcome.dropped) throw new Error('no read was dropped');
        if (outcome.checkouts.length < 2 || new Set(outcome.checkouts).size !== 1 || !outcome.checkouts[0])
          throw new Error(`checkout calls and their keys: ${JSON.stringify(outcome.checkouts)}`);
      });
    },
  },
];
