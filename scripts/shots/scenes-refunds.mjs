// Scenes of the refund screens for scripts/shots/shoot.mjs: the demo customer logged
// in, then the wizard's steps, the refund page and its cancel.
import { click, go, storeDemoLogin, waitText as waitTextSoon } from './scenes.mjs';

/** Patient: a busy machine renders these screens in more than 5 s. */
const waitText = (page, selector, text) => waitTextSoon(page, selector, text, 30000);

/** Log the demo customer in (as screenshots.mjs --login does) and open `route` afresh. */
async function openAsCustomer(page, base, route) {
  await storeDemoLogin(page);
  // A new document, so the shop starts with the token (the demo drops `?reset-demo` from the address,
  // and a hash change alone would keep the guest's data and its login redirect).
  await page.goto('about:blank');
  await go(page, base, route);
}

/** The wizard of `code`, at its first step. */
async function openWizard(page, base, code, first = 'Step 1 of 3') {
  await openAsCustomer(page, base, `/portal/orders/${code}/request-refund`);
  await waitText(page, 'h2', first);
}

const next = (page, step) => click(page, 'pierce/.es-refund button[type="submit"]').then(() => step && waitText(page, 'h2', step));

/** Tick the item whose label holds `text`. */
async function tick(page, text) {
  const handle = await page.waitForFunction(
    (want) => {
      const find = (root) => {
        for (const label of root.querySelectorAll('label.es-refund__item'))
          if (label.textContent.includes(want)) return label.querySelector('input');
        for (const el of root.querySelectorAll('*')) {
          const found = el.shadowRoot && find(el.shadowRoot);
          if (found) return found;
        }
        return null;
      };
      return find(document);
    },
    { timeout: 30000 },
    text,
  );
  await handle.asElement().click();
}

/** Type into a field of the wizard, replacing what it held. */
async function type(page, name, text) {
  const input = await page.waitForSelector(`pierce/.es-refund [name="${name}"]`);
  await input.click({ clickCount: 3 });
  await input.type(text);
}

/** The bank step's fields the customer's own details leave open (an Irish bank: IBAN). */
async function fillBank(page, iban) {
  await type(page, 'bankName', 'Allied Irish Banks');
  await type(page, 'bankBic', 'AIBKIE2D');
  await type(page, 'bankIban', iban);
}

/** The wizard of `code` up to its confirm step: `item` ticked, or a payment plan (no item to tick). */
async function toConfirm(page, base, code, { item, iban }) {
  await openWizard(page, base, code, item ? 'Step 1 of 3' : 'Step 1 of 2');
  if (item) {
    await tick(page, item);
    await next(page, 'Step 2 of 3');
  }
  await fillBank(page, iban);
  await next(page, item ? 'Step 3 of 3' : 'Step 2 of 2');
  return true;
}

export const scenes = {
  /** Select step: a ticket ticked, so merchandise is locked out (reports focus). */
  'refund-select': async (page, base) => {
    await openWizard(page, base, 'PAIDCARD');
    await tick(page, 'Weekend');
    return true;
  },
  /** Select step: Next with nothing ticked (reports focus). */
  'refund-select-error': async (page, base) => {
    await openWizard(page, base, 'PAIDCARD');
    await next(page);
    await waitText(page, '[role="alert"]', 'Please select at least one item.');
    return true;
  },
  /** Bank step: fields missing, and a doubtful BIC pointed out (reports focus). */
  'refund-bank-error': async (page, base) => {
    await openWizard(page, base, 'PAIDCARD');
    await tick(page, 'Weekend');
    await next(page, 'Step 2 of 3');
    await type(page, 'bankBic', 'AIB1IE2D');
    await type(page, 'bankOwnerFullName', ' ');
    await next(page);
    await waitText(page, '[role="alert"]', 'Please fill out the following fields');
    return true;
  },
  /** Confirm step of the T-shirt: its shipping refund, and a doubtful IBAN advised (reports focus). */
  'refund-confirm': (page, base) => toConfirm(page, base, 'PAIDCARD', { item: 'T-shirt', iban: 'IE29 AIBK 9311 5212 3456 79' }),
  /** Confirm step of a payment plan: paid less fees (reports focus). */
  'refund-plan-confirm': (page, base) => toConfirm(page, base, 'PLANDUE1', { iban: 'IE29 AIBK 9311 5212 3456 78' }),
  /** A merchandise refund in progress (processing). */
  'refund-detail': async (page, base) => {
    await openAsCustomer(page, base, '/portal/refunds/703');
    await waitText(page, 'h1', 'Refund 703');
  },
  /** The cancel confirmation of the active refund 702 (reports focus). */
  'refund-cancel': async (page, base) => {
    await openAsCustomer(page, base, '/portal/refunds/702');
    await waitText(page, 'h1', 'Refund 702');
    await click(page, 'pierce/.es-refund .es-btn--danger');
    await page.waitForSelector('pierce/[role="dialog"]');
    return true;
  },
};
