// Scenes for scripts/shoot.mjs: each acts on the demo page as a shopper would.
// Elements are inside shadow roots: `pierce/` selectors reach them.

const click = async (page, selector) => {
  const el = await page.waitForSelector(selector, { timeout: 5000 });
  await el.click();
};
const byText = (tag, text) => `::-p-xpath(//${tag}[normalize-space()='${text}'])`;
const go = (page, base, route) => page.goto(`${base}#${route}`, { waitUntil: 'networkidle0' });

/** Add the water bottle and the T-shirt (no dialog needed), ending on the toast. */
async function fillCart(page, base) {
  for (const code of ['TEE-2027', 'BOTTLE']) {
    await go(page, base, `/merchandise/${code}`);
    await click(page, `pierce/${'button.es-btn--primary'}`);
    await page.waitForFunction(() => document.querySelector('[data-event-shop-overlay]')?.shadowRoot?.textContent?.includes('Item added to cart.'));
  }
}

export const scenes = {
  /** A product page with a toast and the side cart filled. */
  'cart-toast': async (page, base) => fillCart(page, base),
  /** The header's cart pop-over open. */
  'cart-header': async (page, base) => {
    await fillCart(page, base);
    await go(page, base, '/tickets');
    await click(page, 'pierce/.es-cart-summary button');
  },
  /** The personalise dialog of a ticket. */
  personalise: async (page, base) => {
    await go(page, base, '/tickets/WEEKEND');
    await click(page, `pierce/${'button.es-btn--primary'}`);
    await page.waitForSelector('pierce/[role="dialog"]');
  },
  byText,
};
delete scenes.byText;
