import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { setViewport } from './helpers/commands';
import { startAsDemo, TOKEN } from './helpers/api';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { LANGUAGES } from './helpers/languages';
import { CUSTOMER_ROUTES as ROUTES } from './helpers/routes';
import { frame, mountShop, type MountedShop } from './helpers/shop';

/**
 * What a thumb taps on a phone: every button, link, field and check at least
 * 44 px tall (buttons and links 44 px wide too), and fields with 16 px text or
 * more (iOS zooms into smaller ones). A link inside running text is exempt
 * (WCAG 2.5.8's inline exception); a check counts with its label, which is what
 * the thumb taps.
 */
function smallTargets(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea')) {
    if (el.getClientRects().length === 0 || el.closest('.es-visually-hidden')) continue;
    if (
      el.matches('a') &&
      el.closest('p, .es-html, dd, td, .es-hint, .es-lines__text, .es-field-error, .es-check') &&
      !el.matches('.es-btn')
    )
      continue;
    const check = el.matches('input[type="checkbox"], input[type="radio"]');
    // A check is tapped with its label; a card's name link stretches over its whole card.
    const box = (check ? (el.closest('label, .es-check') ?? el) : (el.closest('.es-card') ?? el)).getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}"`;
    if (box.height < 43.5 || (!check && !el.matches('input, select, textarea') && box.width < 43.5))
      found.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
    if (el.matches('input, select, textarea') && !check && parseFloat(getComputedStyle(el).fontSize) < 16)
      found.push(`${name} text ${getComputedStyle(el).fontSize}`);
  }
  return found;
}

describe('tap targets on a phone', () => {
  let shop: MountedShop | null = null;
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  for (const { name, config, t } of LANGUAGES)
    it(`${name}: every route at 375 px: 44 px targets, 16 px field text`, async function () {
      this.timeout(120_000);
      await setViewport({ width: 375, height: 800 });
      const backend = await startAsDemo();
      localStorage.setItem('token', TOKEN);
      seedCart(backend, [{ code: 'WEEKEND', holder: 'Dana Demo' }, { code: 'TEE-2027' }]);
      shop = await mountShop({ config: config(), parts: ['header', 'nav', 'cart', 'account', 'view', 'side', 'footer'], hash: '#/' });
      const found: string[] = [];
      for (const hash of ROUTES) {
        location.hash = hash;
        await waitFor(() => {
          const view = shop!.part('view');
          if ((view.textContent ?? '').includes(t('state.loading')) || !view.querySelector('h1')) throw new Error(`${hash} still loading`);
        });
        await frame();
        for (const p of shop.placeholders) {
          const root = p.shadowRoot?.querySelector('.es-root');
          // The chrome is the same on every route: once is enough.
          if (root && (p.dataset.eventShop === 'view' || hash === '#/'))
            for (const s of smallTargets(root)) found.push(`${hash} ${p.dataset.eventShop}: ${s}`);
        }
      }
      expect([...new Set(found)]).to.deep.equal([]);
    });

  it('the way forward of an empty cart and of an empty listing at 375 px is a 44 px target', async function () {
    this.timeout(30_000);
    await setViewport({ width: 375, height: 800 });
    await startAsDemo();
    shop = await mountShop({ config: exampleConfig(), parts: ['cart', 'view'], hash: '#/merchandise?type=nothing-here' });
    await waitFor(() => expect(shop!.part('view').querySelector('.es-empty a')).to.exist, { timeout: 5000 });
    await waitFor(() => expect(shop!.part('cart').querySelector('.es-cart__browse')).to.exist, { timeout: 5000 });
    expect([...smallTargets(shop.part('cart')), ...smallTargets(shop.part('view'))]).to.deep.equal([]);
  });
});
