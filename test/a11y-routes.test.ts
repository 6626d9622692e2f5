import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { startBackend } from './helpers/backend';
import { LANGUAGES, named, startsWith } from './helpers/languages';
import { CUSTOMER_ROUTES as ROUTES, VISITOR_ROUTES } from './helpers/routes';
import { nextFrame } from './helpers/checkout';
import { seedCart } from './helpers/cart';
import { mountShop, type MountedShop } from './helpers/shop';
import type { Part } from '../src/app/parts';

const PARTS: Part[] = ['header', 'nav', 'view', 'side', 'footer'];

/**
 * Serious and critical axe violations in the rendered parts and the overlay: every part, or (`routeOnly`,
 * on the routes after the first) those a route changes, the view and the side, since the header, nav and
 * footer are the same on every route (axe takes most of this suite's time, in each of the languages).
 */
async function violations(shop: MountedShop, routeOnly = false): Promise<string[]> {
  const found: string[] = [];
  const parts = routeOnly ? PARTS.filter((p) => p === 'view' || p === 'side') : PARTS;
  for (const root of [...parts.map((p) => shop.part(p)), shop.overlay()]) {
    const result = await axe.run(root, { resultTypes: ['violations'] });
    for (const v of result.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(`${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

/** axe on every route and modal, zero serious or critical violations (docs/accessibility.md). */
describe('accessibility of every route and modal (axe)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    localStorage.clear();
  });

  for (const { name, config, t } of LANGUAGES) {
    async function open(hash: string, loggedIn = true) {
      const backend = await startBackend();
      if (loggedIn) {
        backend.db.state.sessions['tok-a11y'] = 1;
        localStorage.setItem('token', 'tok-a11y');
        seedCart(backend, [{ code: 'WEEKEND', holder: 'Dana Demo' }, { code: 'TEE-2027' }]);
      }
      shop = await mountShop({ config: config(), parts: PARTS, hash });
      return within(shop.part('view'));
    }

    const settled = async () => {
      await waitFor(
        () => {
          const text = shop!.part('view').textContent ?? '';
          if (text.includes(t('state.loading')) || !shop!.part('view').querySelector('h1'))
            throw new Error(`${location.hash} still loading`);
        },
        { timeout: 5000 },
      );
      await nextFrame();
    };

    it(`${name}, logged in: every route`, async function () {
      this.timeout(120_000);
      await open('#/');
      const found: string[] = [];
      for (const hash of ROUTES) {
        location.hash = hash;
        await settled();
        // Each route shows its own screen (no redirect to home or the portal).
        if (location.hash !== hash) found.push(`${hash}: went to ${location.hash}`);
        for (const v of await violations(shop!, hash !== ROUTES[0])) found.push(`${hash}: ${v}`);
      }
      expect(found).to.deep.equal([]);
    });

    it(`${name}, visitor: login, register, password screens`, async function () {
      this.timeout(60_000);
      await open('#/login', false);
      const found: string[] = [];
      for (const hash of VISITOR_ROUTES) {
        location.hash = hash;
        await settled();
        for (const v of await violations(shop!, hash !== VISITOR_ROUTES[0])) found.push(`${hash}: ${v}`);
      }
      expect(found).to.deep.equal([]);
    });

    it(`${name}, modals: personalise, terms, travel time, confirm`, async function () {
      this.timeout(60_000);
      const view = await open('#/tickets/WEEKEND');
      await settled();
      const found: string[] = [];
      const closers = [t('dialog.close'), t('dialog.cancel'), t('refund.keep')];
      const check = async (modal: string) => {
        await waitFor(() => expect(shop!.overlay().querySelector('[role="dialog"], [role="alertdialog"]')).to.exist);
        await nextFrame();
        for (const v of await violations(shop!, true)) found.push(`${modal}: ${v}`);
        const close = within(shop!.overlay())
          .getAllByRole('button')
          .find((b) => closers.includes((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
        close?.click();
        await waitFor(() => expect(shop!.overlay().querySelector('[role="dialog"], [role="alertdialog"]')).to.equal(null));
      };
      (
        await view.findAllByRole('button', {
          name: startsWith(t('shop.addToCart'), t('cart.personalise')),
        })
      )[0].click();
      await check('personalise');
      within(shop!.part('side'))
        .getAllByRole('button', { name: named(t, 'cart.removeItem', 'name') })[0]
        .click();
      await check('remove confirm');
      location.hash = '#/checkout';
      await settled();
      (await view.findByRole('button', { name: t('terms.read') })).click();
      await check('terms');
      location.hash = '#/portal/orders/PAIDCARD';
      await settled();
      (await view.findAllByRole('button', { name: named(t, 'portal.chooseTimeLabel', 'code') }))[0].click();
      await check('travel time');
      expect(found).to.deep.equal([]);
    });
  }
});
