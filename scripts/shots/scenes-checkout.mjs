// Checkout scenes for scripts/shots/shoot.mjs: the demo customer logged in, a cart, #/checkout.
import { click, fillCart, go, storeDemoLogin, waitText } from './scenes.mjs';

/** Log the demo customer in through the API, as a returning customer's stored token. */
export async function login(page) {
  await storeDemoLogin(page);
  // The shop in this tab reads the stored token when it mounts.
  await page.reload({ waitUntil: 'networkidle0' });
}

/** Tick the terms and press the view's pay action ('Pay €…' or 'Place order'). */
async function placeOrder(page) {
  await click(page, 'pierce/input[type="checkbox"]');
  await page.evaluate(() => {
    const view = document.querySelector('[data-event-shop="view"]').shadowRoot;
    [...view.querySelectorAll('button[type="submit"]')].find((b) => /^(Pay |Place order$)/.test(b.textContent)).click();
  });
}

export const scenes = {
  /** Merchandise in the cart: shipping address and invoice with shipping. */
  checkout: async (page, base) => {
    await login(page);
    await fillCart(page, base);
    await go(page, base, '/checkout');
    await waitText(page, '.es-checkout__method', 'Payment method');
  },
  /** A voucher applied that is worth more than the order. */
  'checkout-voucher': async (page, base) => {
    await login(page);
    await fillCart(page, base);
    await go(page, base, '/checkout');
    await waitText(page, '.es-checkout__method', 'Payment method');
    await (await page.waitForSelector('pierce/.es-checkout__voucher input[name="code"]')).type('FULLPASS');
    await click(page, 'pierce/.es-checkout__voucher button[type="submit"]');
    await waitText(page, '.es-checkout__method', 'Voucher');
  },
  /** A proxy's 502 page answers the order: told the order may exist, cart and orders reloaded. */
  'checkout-uncertain': async (page, base) => {
    await login(page);
    await fillCart(page, base);
    await page.goto(`${base}?backend=foreign&bad-gateway=checkout-cart#/checkout`, { waitUntil: 'networkidle0' });
    await waitText(page, '.es-checkout__method', 'Payment method', 10000);
    await placeOrder(page);
    await waitText(page, '.es-root', 'may have been placed', 15000);
  },
  /** A backend that takes longer than 10 s to place the order: the button says so. */
  'checkout-slow': async (page, base) => {
    await login(page);
    await fillCart(page, base);
    await page.goto(`${base}?backend=foreign&slow=checkout-cart:20000#/checkout`, { waitUntil: 'networkidle0' });
    await waitText(page, '.es-checkout__method', 'Payment method', 10000);
    await placeOrder(page);
    await waitText(page, 'button', 'Still working', 15000);
  },
};
