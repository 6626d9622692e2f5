// Checkout scenes for scripts/shoot.mjs: the demo customer logged in, a cart, #/checkout.
import { click, fillCart, go, storeDemoLogin, waitText } from './scenes.mjs';

/** Log the demo customer in through the API, as a returning customer's stored token. */
export async function login(page) {
  await storeDemoLogin(page);
  // The shop in this tab reads the stored token when it mounts.
  await page.reload({ waitUntil: 'networkidle0' });
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
};
