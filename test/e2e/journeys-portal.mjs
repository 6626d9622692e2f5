// Journeys of a customer after the purchase: the portal's ticket actions,
// links from e-mails (terms, instalments) and the refund wizard. The demo
// seed's orders are described in demo/backend/README.md.
import { click, open, see, type } from './dom.mjs';
import { logIn } from './journeys-shop.mjs';

const DIALOG = '[role="dialog"]';
const PROVIDER = () => location.pathname.endsWith('/demo/provider.html');

/**
 * The checksum of a seeded order, as the demo backend holds it (its state in
 * localStorage): what the e-mail with the link would carry.
 */
const checksumOf = (page, code) =>
  page.evaluate((want) => JSON.parse(localStorage.getItem('event-shop-demo-db')).orders.find((o) => o.code === want)?.checksum, code);

/** Log in, then open the order `code` from the portal's orders table. */
async function openOrder(page, code) {
  await logIn(page);
  await click(page, 'Portal');
  await see(page, 'h1', 'Portal');
  await click(page, code);
  await see(page, 'h1', `Order ${code}`);
}

export const journeys = [
  {
    name: 'ticket-actions',
    async run({ page, context, step, fits }) {
      await step('open order PAIDCARD in the portal', () => openOrder(page, 'PAIDCARD'));
      await step('reassign ticket TKLIMIT2 to another holder email', async () => {
        await click(page, 'Manage ticket TKLIMIT2');
        await see(page, 'h1', 'Manage ticket');
        await type(page, 'Email', 'niamh.walsh@example.ie');
        await click(page, 'Reassign this ticket to the new email address');
        await click(page, 'Continue');
        await see(page, '*', 'Please check the new details', 'niamh.walsh@example.ie');
        await see(page, '*', 'The ticket will be sent to the new email address.');
        await click(page, 'Confirm changes');
        await see(page, '*', 'Ticket TKLIMIT2 updated successfully.');
        await see(page, 'h1', 'Order PAIDCARD');
        await see(page, 'tr', 'Alex Rivera', 'niamh.walsh@example.ie', 'recently edited');
        // The demo host's outbox: the new holder was sent the ticket.
        await click(page, 'E-mails the demo backend sent');
        await see(page, '#demo-outbox li', 'Your tickets — to niamh.walsh@example.ie', 'TKLIMIT2');
      });
      await step('change the travel time of TKSHUTL1 (Choose Time)', async () => {
        await click(page, 'Choose time for ticket TKSHUTL1');
        await see(page, DIALOG, 'Choose Time', '(current)');
        await fits();
        await click(page, '16:00', DIALOG);
        await click(page, 'Save travel time', DIALOG);
        await see(page, 'tr', 'Shuttle bus from Dublin', '9 Jul 2027, 16:00');
      });
      await step('download ticket TKFULL01 (a new window)', async () => {
        const opened = context.waitForTarget((t) => t.type() === 'page' && t.url().includes('/download-ticket/'), { timeout: 15000 });
        await click(page, 'Download ticket TKFULL01');
        const target = await opened;
        const url = new URL(target.url());
        const want = `/download-ticket/${encodeURIComponent('demo@festival.example')}/TKFULL01`;
        if (url.origin !== new URL(await page.url()).origin || ![want, decodeURIComponent(want)].includes(url.pathname))
          throw new Error(`the download window opened ${target.url()}, not {siteBase}${want}`);
        const popup = await target.page();
        await popup.waitForFunction(() => document.body?.innerText.includes('TKFULL01'), { timeout: 15000 });
        await popup.close();
      });
    },
  },
  {
    name: 'accept-terms-link',
    async run({ page, base, step, fits }) {
      await step('open the emailed terms link of STAFFTCS', async () => {
        await open(page, base, `/accept-tcs/STAFFTCS/${await checksumOf(page, 'STAFFTCS')}`);
        await see(page, 'h1', 'Accept Terms and Conditions');
        await see(page, '*', 'STAFFTCS', 'Box office', '€230.00');
      });
      await step('read the terms', async () => {
        await click(page, 'Read the Terms and Conditions');
        await see(page, DIALOG, 'Tickets are personal.');
        await fits();
        await click(page, 'Close', DIALOG);
      });
      await step('accept them and land on the card payment', async () => {
        await click(page, 'I accept the Terms and Conditions');
        await click(page, 'Accept Terms and Conditions');
        await page.waitForFunction(PROVIDER, { timeout: 15000 });
        await see(page, '#order', 'STAFFTCS');
        await see(page, '#amount', '€230.00');
      });
    },
  },
  {
    name: 'instalment-payment',
    async run({ page, base, step }) {
      await step('open the emailed instalment link of PLANDUE1-2', async () => {
        await open(page, base, `/payment-plan-payment/PLANDUE1/${await checksumOf(page, 'PLANDUE1')}/PLANDUE1-2`);
        await see(page, 'h1', 'Payment plan payment');
        await see(page, '*', 'PLANDUE1-2', '€70.00', 'Due');
      });
      await step('accept the terms and pay', async () => {
        await click(page, 'I accept the Terms and Conditions');
        await click(page, 'Make payment');
        await page.waitForFunction(PROVIDER, { timeout: 15000 });
        await see(page, '#reference', 'PLANDUE1-2');
        await see(page, '#amount', '€70.00');
      });
    },
  },
  {
    name: 'refund',
    async run({ page, step, fits }) {
      await step('open order PAIDCARD and its refund wizard', async () => {
        await openOrder(page, 'PAIDCARD');
        await click(page, 'Refund');
        await see(page, 'h2', 'Step 1 of 3');
      });
      await step('select a ticket', async () => {
        await click(page, 'Weekend ticket');
        await click(page, 'Next');
        await see(page, 'h2', 'Step 2 of 3');
      });
      await step('give bank details', async () => {
        await type(page, 'Bank name', 'Allied Irish Banks');
        await type(page, 'BIC', 'AIBKIE2D');
        await type(page, 'IBAN', 'IE29AIBK93115212345678');
        await click(page, 'Next');
        await see(page, 'h2', 'Step 3 of 3');
      });
      let refund = '';
      await step('confirm the refund request', async () => {
        await see(page, '*', 'Weekend ticket', 'Dana Demo', 'Refund total', 'IE29AIBK93115212345678');
        await click(page, 'Request refund');
        await see(page, '*', 'Refund request submitted successfully.');
        const heading = await see(page, 'h1', 'Refund ');
        refund = (await heading.evaluate((h) => h.textContent)).replace('Refund', '').trim();
        await see(page, '*', 'Status', 'Requested', 'Order ID', 'PAIDCARD', 'Weekend ticket');
      });
      await step('cancel the refund on its page', async () => {
        await click(page, 'Cancel refund');
        await see(page, DIALOG, `Cancel refund ${refund}?`, 'Keep request');
        await fits();
        await click(page, 'Cancel refund', DIALOG);
        await see(page, '*', `Refund ${refund} cancelled successfully.`);
        await click(page, 'Portal');
        // The refunds table is there (the seeded 702 in it) …
        await see(page, 'tr', '702', 'PLANREFD');
        // … and the cancelled refund is not.
        const listed = await page.evaluate((id) => window.__e2e.all('td, th').some((c) => c.textContent.trim() === id), refund);
        if (listed) throw new Error(`refund ${refund} is still listed in the portal`);
      });
    },
  },
];
