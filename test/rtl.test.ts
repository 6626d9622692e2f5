import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { setViewport } from './helpers/commands';
import { startAsDemo, TOKEN } from './helpers/api';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { ALL_LANGUAGES, named } from './helpers/languages';
import { frame, mountShop, type MountedShop } from './helpers/shop';
import { notify } from '../src/ui/toast';

/**
 * Right to left (issue 31): in Arabic, or where the host writes right to left around a placeholder,
 * the shop's parts say so (`dir`, and `lang` for the language they speak) and lay out mirrored: the
 * cart drop-down hangs from the header's inline end, a line's price sits at its left, toasts come
 * bottom-left; values inside a sentence (counts, codes, amounts) keep their own direction.
 */
const arabic = ALL_LANGUAGES.find((c) => c.name === 'ar')!;

describe('right to left', () => {
  let shop: MountedShop | null = null;
  before(() => setViewport({ width: 1280, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    document.documentElement.removeAttribute('dir');
  });

  async function open(config = arabic.config(), hash = '#/tickets') {
    const backend = await startAsDemo();
    localStorage.setItem('token', TOKEN);
    seedCart(backend, [{ code: 'WEEKEND', holder: 'Dana Demo' }, { code: 'TEE-2027' }]);
    shop = await mountShop({ config, parts: ['header', 'nav', 'view', 'side', 'footer'], hash });
    await waitFor(() => expect(shop!.part('view').querySelector('h1')).to.exist, { timeout: 5000 });
    await frame();
    return shop;
  }

  it("in Arabic every part and the overlay carry lang and dir; the host page's own are left alone", async () => {
    await open();
    for (const part of ['header', 'nav', 'view', 'side', 'footer'] as const) {
      const root = shop!.part(part);
      expect([root.lang, root.dir], part).to.deep.equal(['ar', 'rtl']);
      expect(getComputedStyle(root).direction, part).to.equal('rtl');
    }
    const overlay = shop!.overlay();
    expect([overlay.lang, overlay.dir]).to.deep.equal(['ar', 'rtl']);
    expect(document.documentElement.getAttribute('dir')).to.equal(null);
    expect(document.documentElement.lang).not.to.equal('ar');
  });

  it("mirrors the layout: the cart drop-down at the header's inline end, a line's price on its left", async () => {
    await open();
    const header = shop!.part('header');
    within(header)
      .getByRole('button', { name: (name) => name.startsWith(arabic.t('cart.count', { count: 2 }).slice(0, 4)) })
      .click();
    const panel = header.querySelector<HTMLElement>('.es-cart-summary__panel')!;
    await waitFor(() => expect(panel.hidden).to.equal(false));
    const bar = panel.offsetParent!.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    // 16 px from the bar's left edge, far from its right one.
    expect(Math.round(box.left - bar.left)).to.equal(16);
    expect(bar.right - box.right).to.be.above(100);
    const line = await waitFor(() => {
      const found = panel.querySelector('.es-lines tbody tr');
      if (!found) throw new Error('the cart lines are not shown yet');
      return found;
    });
    const [name, price] = [line.querySelector('td:not(.es-lines__price)')!, line.querySelector('.es-lines__price')!];
    expect(price.getBoundingClientRect().right).to.be.at.most(name.getBoundingClientRect().left + 1);
  });

  it('keeps numbers, codes and amounts in their own direction: placeholders isolated, amounts isolated', async () => {
    await open(arabic.config(), '#/portal/orders/PAIDCARD');
    const side = shop!.part('side');
    await waitFor(() => expect(side.textContent).to.contain('\u2068'));
    const money = shop!.part('side').querySelector('.es-money')!;
    expect(getComputedStyle(money).unicodeBidi).to.equal('isolate');
    const choose = await within(shop!.part('view')).findAllByRole('button', { name: named(arabic.t, 'portal.chooseTimeLabel', 'code') });
    expect(choose[0].getAttribute('aria-label')).to.match(/\u2068TK\w+\u2069/);
  });

  it('on a phone nothing crosses the window, toasts included: the page never scrolls sideways', async () => {
    await setViewport({ width: 375, height: 800 });
    // The parts edge to edge, as a phone's theme lays them out.
    document.body.style.margin = '0';
    try {
      await open();
      notify.info('…');
      const toast = await waitFor(() => {
        const found = shop!.overlay().querySelector<HTMLElement>('[data-sonner-toast]');
        if (!found) throw new Error('no toast yet');
        return found;
      });
      await new Promise((r) => setTimeout(r, 500));
      // Within the window's width less its scroll bar (Firefox draws one).
      expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
      const box = toast.getBoundingClientRect();
      expect([box.left >= 0, box.right <= 375], `the toast at ${box.left}..${box.right}`).to.deep.equal([true, true]);
    } finally {
      document.body.style.margin = '';
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('puts toasts bottom-left, written right to left', async () => {
    await open();
    notify.info('…');
    const toaster = await waitFor(() => {
      const found = shop!.overlay().querySelector<HTMLElement>('[data-sonner-toaster]');
      if (!found) throw new Error('no toaster yet');
      return found;
    });
    expect([toaster.getAttribute('dir'), toaster.dataset.xPosition, toaster.dataset.yPosition]).to.deep.equal(['rtl', 'left', 'bottom']);
  });

  it('in English, right to left where the host page says so, and only the parts it says it of', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    await open(exampleConfig());
    expect([shop!.part('view').lang, shop!.part('view').dir]).to.deep.equal(['en-IE', 'rtl']);
    expect(shop!.overlay().dir).to.equal('rtl');
    shop!.cleanup();
    document.documentElement.removeAttribute('dir');
    await startAsDemo();
    shop = await mountShop({ config: exampleConfig(), parts: ['nav', 'view'], hash: '#/tickets', dir: { view: 'rtl' } });
    expect([shop.part('nav').dir, shop.part('view').dir, shop.overlay().dir]).to.deep.equal(['ltr', 'rtl', 'ltr']);
  });
});
