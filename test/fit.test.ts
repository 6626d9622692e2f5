import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { NARROWEST_WINDOW, setViewport } from './helpers/commands';
import { startAsDemo, TOKEN } from './helpers/api';
import { startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { layoutProblems, widthOf } from './helpers/layout';
import { frame, mountShop, type MountedShop } from './helpers/shop';
import { LANGUAGES, LONGEST, named, startsWith, type LanguageCase } from './helpers/languages';
import { CUSTOMER_ROUTES as ROUTES, VISITOR_ROUTES } from './helpers/routes';
import type { EventShopConfig } from '../src/config/types';
import type { Part } from '../src/app/parts';

/**
 * A box office on any page: every screen and dialog laid out by the width the
 * host gives the shop, not by the window. Each route is drawn in placeholders
 * of 280 to 1,280 px inside a 1,400 px window (so a rule that follows the
 * window, not the part, shows), in every shipped language and the pseudo-locale (helpers/languages:
 * in Chromium; English, the longest and Arabic elsewhere); dialogs at window
 * widths, since they float over the page. Nothing may be wider than its box
 * and no button may wrap its label past two lines.
 */
const WIDTHS = [280, 375, 640, 900, 1280];

/** The app part alone (the demo's way), and every part in its own placeholder (a CMS's way). */
const LAYOUTS: Part[][] = [['app'], ['header', 'nav', 'cart', 'account', 'view', 'side', 'footer']];

describe('every screen fits the width its host gives it', () => {
  let shop: MountedShop | null = null;
  before(() => setViewport({ width: 1400, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  async function open(config: EventShopConfig, parts: Part[], loggedIn: boolean) {
    const backend = loggedIn ? await startAsDemo() : await startBackend();
    if (loggedIn) {
      localStorage.setItem('token', TOKEN);
      seedCart(backend, [
        { code: 'WEEKEND', holder: 'Alexandra Fitzgerald-Montgomery' },
        { code: 'SHUTTLE-DUB', holder: 'Ann Lee', time: 1 },
        { code: 'TEE-2027' },
      ]);
    }
    shop = await mountShop({ config, parts, hash: '#/' });
    return shop;
  }

  async function settled(language: LanguageCase) {
    await waitFor(
      () => {
        const view = shop!.placeholders.find((p) => p.dataset.eventShop === 'view' || p.dataset.eventShop === 'app');
        const text = view?.shadowRoot?.textContent ?? '';
        if (text.includes(language.t('state.loading')) || !view?.shadowRoot?.querySelector('h1'))
          throw new Error(`${location.hash} still loading`);
      },
      { timeout: 5000 },
    );
    await frame();
  }

  async function sweep(language: LanguageCase, routes: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const hash of routes) {
      location.hash = hash;
      await settled(language);
      for (const width of WIDTHS) {
        for (const p of shop!.placeholders) widthOf(p, width);
        await frame();
        for (const p of shop!.placeholders) {
          const root = p.shadowRoot?.querySelector<HTMLElement>('.es-root');
          if (root) for (const problem of layoutProblems(root)) found.push(`${hash} ${p.dataset.eventShop} ${width}px: ${problem}`);
        }
      }
    }
    return found;
  }

  for (const language of LANGUAGES) {
    const { name, config, t } = language;
    // The one-part layout in English, the longest language, Arabic and the pseudo-locale: the other
    // languages' words are no longer than those, and the separate parts (a CMS's way) are the narrower.
    for (const parts of ['en', LONGEST, 'ar', 'pseudo'].includes(name) ? LAYOUTS : LAYOUTS.slice(1)) {
      it(`${name}, ${parts.length === 1 ? 'app part' : 'separate parts'}: every route at ${WIDTHS.join(', ')} px`, async function () {
        this.timeout(180_000);
        await open(config(), parts, true);
        expect(await sweep(language, ROUTES)).to.deep.equal([]);
      });
    }
    it(`${name}, visitor screens at ${WIDTHS.join(', ')} px`, async function () {
      this.timeout(60_000);
      await open(config(), LAYOUTS[1], false);
      expect(await sweep(language, VISITOR_ROUTES)).to.deep.equal([]);
    });

    // WebKit's test window is never narrower than NARROWEST_WINDOW (helpers/commands).
    const windows = WIDTHS.filter((width) => width >= NARROWEST_WINDOW);
    it(`${name}: every dialog fits a ${windows.join(', ')} px window, its actions in view`, async function () {
      this.timeout(120_000);
      await open(config(), LAYOUTS[1], true);
      const view = within(shop!.part('view'));
      const found: string[] = [];
      const modal = () => shop!.overlay().querySelector<HTMLElement>('.es-modal');
      const openers: [string, string, () => Promise<void>][] = [
        [
          'personalise',
          '#/tickets/WEEKEND',
          async () => (await view.findAllByRole('button', { name: startsWith(t('shop.addToCart'), t('cart.personalise')) }))[0].click(),
        ],
        [
          'remove',
          '#/tickets',
          async () =>
            within(shop!.part('cart'))
              .getAllByRole('button', { name: named(t, 'cart.removeItem', 'name') })[0]
              .click(),
        ],
        [
          'logout',
          '#/tickets',
          async () =>
            within(shop!.part('side'))
              .getByRole('button', { name: t('auth.logout') })
              .click(),
        ],
        ['terms', '#/checkout', async () => (await view.findByRole('button', { name: t('terms.read') })).click()],
        [
          'travel time',
          '#/portal/orders/PAIDCARD',
          async () => {
            const label = named(t, 'portal.chooseTimeLabel', 'code');
            const choose = await waitFor(() => {
              const buttons = shop!.part('view').querySelectorAll<HTMLButtonElement>('button[aria-label]');
              const found = [...buttons].find((b) => label.test(b.getAttribute('aria-label')!));
              if (!found) throw new Error('no travel time button yet');
              return found;
            });
            // On a narrow card it waits behind the card's More actions.
            if (choose.getClientRects().length === 0) choose.closest('tr')!.querySelector<HTMLButtonElement>('[aria-expanded]')!.click();
            await waitFor(() => expect(choose.getClientRects().length).to.be.above(0));
            choose.click();
          },
        ],
      ];
      for (const width of windows) {
        await setViewport({ width, height: width < 640 ? 700 : 800 });
        for (const [name, hash, opener] of openers) {
          location.hash = hash;
          await settled(language);
          await opener();
          await waitFor(() => expect(modal(), `${name} opens`).to.exist);
          await frame();
          for (const problem of layoutProblems(shop!.overlay())) found.push(`${name} ${width}px: ${problem}`);
          const box = modal()!.getBoundingClientRect();
          const foot = modal()!.querySelector('.es-modal__foot');
          if (box.bottom > innerHeight + 1 || box.right > innerWidth + 1 || box.left < -1)
            found.push(`${name} ${width}px: dialog outside the window`);
          const actions = foot ?? modal()!.querySelector('form .es-actions, .es-actions');
          if (actions) {
            const a = actions.getBoundingClientRect();
            if (a.bottom > box.bottom + 1 || a.top < box.top)
              found.push(`${name} ${width}px: actions not in view (${Math.round(a.bottom)} > ${Math.round(box.bottom)})`);
          }
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          await waitFor(() => expect(modal()).to.equal(null));
        }
      }
      await setViewport({ width: 1400, height: 900 });
      expect(found).to.deep.equal([]);
    });
  }
});
