import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { setViewport } from './helpers/commands';
import { startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { mountShop, type MountedShop } from './helpers/shop';

/**
 * What mobile Safari asks of a page, at 375 px, in every engine and above all in
 * WebKit: the cart bar and dialogs follow the visible viewport (Safari's toolbar
 * coming and going changes its height: `dvh`, a bar fixed to the bottom) and keep
 * clear of the home indicator (`env(safe-area-inset-bottom)`). WebKitGTK has no
 * iPhone toolbar: these prove that WebKit applies the rules that keep them clear of
 * it. Field text of 16 px (Safari zooms into smaller) is test/tap-targets.test.ts.
 */
describe('a phone in Safari: the cart bar and dialogs at 375 px', () => {
  let shop: MountedShop | null = null;
  afterEach(async () => {
    shop?.cleanup();
    shop = null;
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  /** The declarations of the sheet rules that apply to `el` (its shadow root's adopted sheets), as written. */
  const rulesOf = (el: Element) =>
    (el.getRootNode() as ShadowRoot).adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && el.matches(rule.selectorText))
      .map((rule) => rule.style.cssText)
      .join(' ');

  it('the cart bar sits on the bottom of the visible viewport as it grows and shrinks, padded by the safe area', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'WEEKEND', holder: 'Ann Lee' }]);
    await setViewport({ width: 375, height: 640 });
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/tickets' });
    const bar = await waitFor(() => {
      const found = shop!.overlay().querySelector<HTMLElement>('.es-cartbar');
      if (!found) throw new Error('no cart bar yet');
      return found;
    });
    expect(rulesOf(bar), 'its padding names the safe area').to.contain('safe-area-inset-bottom');
    // Safari's toolbar showing and hiding: the visible viewport's height changes.
    for (const height of [640, 560, 700]) {
      await setViewport({ width: 375, height });
      await waitFor(() => expect(Math.round(bar.getBoundingClientRect().bottom), `bottom at ${height} px`).to.equal(height));
      const checkout = within(bar).getByRole('button', { name: 'Checkout' }).getBoundingClientRect();
      expect(checkout.bottom, `Checkout in view at ${height} px`).to.be.at.most(height);
      expect(checkout.right, 'Checkout inside 375 px').to.be.at.most(375);
    }
  });

  it("a long dialog fits the visible viewport's height, its actions in view, as the toolbar comes and goes", async () => {
    await startBackend();
    await setViewport({ width: 375, height: 640 });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/WEEKEND' });
    (await within(shop.part('view')).findByRole('button', { name: 'Add to cart' })).click();
    const dialog = await within(shop.overlay()).findByRole('dialog', { name: 'Personalise ticket' });
    const modal = dialog.closest<HTMLElement>('.es-modal') ?? dialog;
    expect(rulesOf(modal), 'its height follows the dynamic viewport').to.match(/max-height: calc\(100dvh - 32px\)/);
    for (const height of [640, 480, 720]) {
      await setViewport({ width: 375, height });
      await waitFor(() =>
        expect(parseFloat(getComputedStyle(modal).maxHeight), `max-height at ${height} px`).to.be.closeTo(height - 32, 0.5),
      );
      const box = modal.getBoundingClientRect();
      expect(box.top, `top at ${height} px`).to.be.at.least(0);
      expect(box.bottom, `bottom at ${height} px`).to.be.at.most(height);
      const add = within(dialog).getByRole('button', { name: 'Add to cart' }).getBoundingClientRect();
      expect(add.bottom, `its action in view at ${height} px`).to.be.at.most(height);
      expect(add.height, 'a 44 px target').to.be.at.least(44);
    }
  });
});
