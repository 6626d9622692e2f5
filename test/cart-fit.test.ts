import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { NARROWEST_WINDOW, setViewport } from './helpers/commands';
import { startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { overflowing, widthOf } from './helpers/layout';
import { mountShop, type MountedShop } from './helpers/shop';

/** The cart's lines fit a 280 px column and up; nothing is clipped or scrolls sideways. */
describe('cart panel fits its column', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  for (const width of [280, 340, 375]) {
    it(`at ${width} px: names, holders, travel times and both buttons fit, before and after a Remove`, async () => {
      const backend = await startBackend();
      seedCart(backend, [
        { code: 'WEEKEND', holder: 'Alexandra Fitzgerald-Montgomery' },
        { code: 'SHUTTLE-DUB', holder: 'Ann Lee', time: 1 },
        { code: 'TEE-2027' },
      ]);
      shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
      widthOf(shop.placeholders[0], width);
      const cart = within(shop.part('cart'));
      await cart.findByRole('button', { name: 'Remove Festival T-shirt 2027' });
      expect(overflowing(shop.part('cart'))).to.deep.equal([]);
      for (const button of cart.getAllByRole('button')) {
        expect(button.scrollWidth <= button.clientWidth + 1, `${button.textContent} not clipped`).to.equal(true);
        expect(button.textContent).to.be.oneOf(['Personalise', 'Remove', 'Checkout']);
      }
      cart.getByRole('button', { name: 'Remove Weekend ticket (Alexandra Fitzgerald-Montgomery)' }).click();
      const dialog = await within(shop.overlay().getRootNode() as unknown as HTMLElement).findByRole('dialog', { name: 'Remove item' });
      within(dialog).getByRole('button', { name: 'Confirm' }).click();
      await waitFor(() => expect(cart.queryAllByRole('button', { name: /^Remove/ })).to.have.length(2));
      expect(overflowing(shop.part('cart'))).to.deep.equal([]);
    });
  }

  it("in the header's pop-over at 375 px", async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'SHUTTLE-AIR', holder: 'Bartholomew Oyelaran-Whitcombe', time: 4 }, { code: 'HOODIE' }]);
    shop = await mountShop({ config: exampleConfig(), parts: ['header'] });
    widthOf(shop.placeholders[0], 375);
    const header = within(shop.part('header'));
    (await header.findByRole('button', { name: 'Cart: 2 items' })).click();
    await header.findByRole('button', { name: 'Remove Hoodie' });
    expect(overflowing(shop.part('header'))).to.deep.equal([]);
  });

  // A floating panel stays inside the window, however the header's bar wrapped.
  for (const width of [280, 375, 640]) {
    it(`the header's pop-over opens inside a ${width} px window`, async function () {
      if (width < NARROWEST_WINDOW) this.skip(); // WebKit's test window is never this narrow (helpers/commands).
      const backend = await startBackend();
      seedCart(backend, [{ code: 'WEEKEND', holder: 'Alexandra Fitzgerald-Montgomery' }, { code: 'HOODIE' }]);
      await setViewport({ width, height: 700 });
      shop = await mountShop({ config: exampleConfig(), parts: ['header'] });
      const header = within(shop.part('header'));
      (await header.findByRole('button', { name: 'Cart: 2 items' })).click();
      await header.findByRole('button', { name: 'Remove Hoodie' });
      const panel = shop.part('header').querySelector('.es-cart-summary__panel')!.getBoundingClientRect();
      expect(panel.left, 'left edge').to.be.at.least(0);
      expect(panel.right, 'right edge').to.be.at.most(innerWidth);
      expect(overflowing(shop.part('header'))).to.deep.equal([]);
      await setViewport({ width: 800, height: 600 });
    });
  }
});
