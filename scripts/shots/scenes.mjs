// Scenes for scripts/shots/shoot.mjs: each acts on the demo page as a shopper would.
// Elements are inside shadow roots: `pierce/` selectors reach them.

export const click = async (page, selector) => {
  const el = await page.waitForSelector(selector, { timeout: 5000 });
  await el.click();
};
/** Wait until an element matching `selector`, in any of the shop's shadow roots, holds `text`. */
export const waitText = (page, selector, text, timeout = 5000) =>
  page.waitForFunction(
    (sel, want) => {
      const search = (root) =>
        [...root.querySelectorAll(sel)].some((el) => el.textContent.includes(want)) ||
        [...root.querySelectorAll('*')].some((el) => el.shadowRoot && search(el.shadowRoot));
      return search(document);
    },
    { timeout },
    selector,
    text,
  );
/**
 * Log the demo customer in through the API and store the token as a returning
 * customer's; the shop reads it when it next mounts (reload or a new page).
 * The demo backend answers only once its service worker controls the page.
 */
export async function storeDemoLogin(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller, { timeout: 10000 });
  await page.evaluate(async () => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ token: null, email: 'demo@festival.example', password: 'festival2026' }),
    });
    localStorage.setItem('token', (await res.json()).remember_token);
  });
}

export const go = (page, base, route) => page.goto(`${base}#${route}`, { waitUntil: 'networkidle0' });

/** The header's cart count, as shown (in any language). */
const cartCount = (page) =>
  page.evaluate(
    () => document.querySelector('[data-event-shop="header"]')?.shadowRoot?.querySelector('.es-cart-summary button')?.textContent,
  );

/** Add the water bottle and the T-shirt (no dialog needed), ending on the toast. */
export async function fillCart(page, base) {
  const items = [
    ['TEE-2027', 'Festival T-shirt 2027'],
    ['BOTTLE', 'Steel water bottle'],
  ];
  for (const [code, name] of items) {
    await go(page, base, `/merchandise/${code}`);
    await waitText(page, 'h1', name);
    const before = await cartCount(page);
    await click(page, 'pierce/.es-product button.es-btn--primary');
    // The count changes, whatever the language says.
    await page.waitForFunction(
      (was) =>
        document.querySelector('[data-event-shop="header"]')?.shadowRoot?.querySelector('.es-cart-summary button')?.textContent !== was,
      { timeout: 5000 },
      before,
    );
  }
}

export const scenes = {
  /** A product page with a toast and the side cart filled. */
  'cart-toast': async (page, base) => fillCart(page, base),
  /** The cart panel with two items (the side part's, or a `cart` part's on the CMS page), scrolled into view. */
  'cart-side': async (page, base) => {
    await fillCart(page, base);
    await page.evaluate(() =>
      [...document.querySelectorAll('[data-event-shop="side"], [data-event-shop="cart"]')]
        .map((p) => p.shadowRoot?.querySelector('.es-cart'))
        .find(Boolean)
        ?.scrollIntoView(),
    );
  },
  /** The header's cart pop-over open. */
  'cart-header': async (page, base) => {
    await fillCart(page, base);
    await go(page, base, '/tickets');
    await click(page, 'pierce/.es-cart-summary button');
  },
  /** The personalise dialog of a ticket (reports where focus is). */
  personalise: async (page, base) => {
    await go(page, base, '/tickets/SHUTTLE-DUB');
    await click(page, `pierce/${'button.es-btn--primary'}`);
    await page.waitForSelector('pierce/[role="dialog"]');
    return true;
  },
  /** The remove confirmation (reports where focus is). */
  'remove-confirm': async (page, base) => {
    await fillCart(page, base);
    await click(page, 'pierce/button[aria-label^="Remove Steel"]');
    await page.waitForSelector('pierce/[role="dialog"]');
    return true;
  },
  /** The tickets listing. */
  tickets: async (page, base) => go(page, base, '/tickets'),
  /** A transport product page. */
  product: async (page, base) => go(page, base, '/tickets/SHUTTLE-DUB'),
  /** The login route: one login form. */
  login: async (page, base) => go(page, base, '/login'),
  /** The listing of a type whose items are all sold out. */
  'empty-listing': async (page, base) => go(page, base, '/tickets?type=parking'),
  /** A cart with a ticket holder and a travel time, seen in the side column. */
  'cart-tickets': async (page, base) => {
    await go(page, base, '/tickets/SHUTTLE-DUB');
    await click(page, `pierce/${'button.es-btn--primary'}`);
    await page.waitForSelector('pierce/[role="dialog"]');
    await (await page.waitForSelector('pierce/.es-modal input[name="fullName"]')).type('Alexandra Fitzgerald-Montgomery');
    await (await page.waitForSelector('pierce/.es-modal input[name="email"]')).type('alex@example.ie');
    await page.select('pierce/.es-modal select[name="transportTimeId"]', '1');
    await click(page, 'pierce/.es-modal__foot button[type="submit"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-event-shop-overlay]')?.shadowRoot?.textContent?.includes('Item added to cart.'),
    );
  },
};
