import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { nextFrame } from './helpers/checkout';
import { seedCart } from './helpers/cart';
import { mountShop, type MountedShop } from './helpers/shop';
import type { Part } from '../src/app/parts';

const PARTS: Part[] = ['header', 'nav', 'view', 'side', 'footer'];

/** Serious and critical axe violations in every rendered part and the overlay. */
async function violations(shop: MountedShop): Promise<string[]> {
  const found: string[] = [];
  for (const root of [...PARTS.map((p) => shop.part(p)), shop.overlay()]) {
    const result = await axe.run(root, { resultTypes: ['violations'] });
    for (const v of result.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(`${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

/** Every route of docs/spec.md §2, as the demo customer with a cart (the seed's orders, links and refunds). */
const ROUTES = [
  '#/',
  '#/tickets',
  '#/merchandise',
  '#/tickets/WEEKEND',
  '#/merchandise/TEE-2027',
  '#/account',
  '#/checkout',
  '#/portal',
  '#/portal/orders/PAIDCARD',
  '#/portal/orders/BANKWAIT',
  '#/portal/orders/PLANDUE1',
  '#/portal/orders/CANCELD1',
  '#/portal/orders/PAIDCARD/confirmation',
  '#/portal/orders/PAIDCARD/manage-ticket/TKFULL01',
  '#/portal/orders/PAIDCARD/request-refund',
  '#/portal/refunds/702',
  '#/accept-tcs/STAFFTCS/6668bef0b0378633',
  '#/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2',
  '#/faqs',
  '#/terms-conditions',
  '#/privacy-policy',
  '#/cookie-policy',
  '#/security-statement',
  '#/ambassadors',
];

/** axe on every route and modal, zero serious or critical violations (docs/accessibility.md). */
describe('accessibility of every route and modal (axe)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    localStorage.clear();
  });

  async function open(hash: string, loggedIn = true) {
    const backend = await startBackend();
    if (loggedIn) {
      backend.db.state.sessions['tok-a11y'] = 1;
      localStorage.setItem('token', 'tok-a11y');
      seedCart(backend, [{ code: 'WEEKEND', holder: 'Dana Demo' }, { code: 'TEE-2027' }]);
    }
    shop = await mountShop({ config: exampleConfig(), parts: PARTS, hash });
    return within(shop.part('view'));
  }

  const settled = async () => {
    await waitFor(
      () => {
        const text = shop!.part('view').textContent ?? '';
        if (text.includes('Loading…') || !shop!.part('view').querySelector('h1')) throw new Error(`${location.hash} still loading`);
      },
      { timeout: 5000 },
    );
    await nextFrame();
  };

  it('logged in: every route', async function () {
    this.timeout(120_000);
    await open('#/');
    const found: string[] = [];
    for (const hash of ROUTES) {
      location.hash = hash;
      await settled();
      // Each route shows its own screen (no redirect to home or the portal).
      if (location.hash !== hash) found.push(`${hash}: went to ${location.hash}`);
      for (const v of await violations(shop!)) found.push(`${hash}: ${v}`);
    }
    expect(found).to.deep.equal([]);
  });

  it('visitor: login, register, password screens', async function () {
    this.timeout(60_000);
    await open('#/login', false);
    const found: string[] = [];
    for (const hash of [
      '#/login',
      '#/register',
      '#/forgot-password',
      '#/resend-tickets',
      '#/reset-password/dana%40example.ie/abc',
      '#/tickets',
    ]) {
      location.hash = hash;
      await settled();
      for (const v of await violations(shop!)) found.push(`${hash}: ${v}`);
    }
    expect(found).to.deep.equal([]);
  });

  it('modals: personalise, terms, travel time, confirm', async function () {
    this.timeout(60_000);
    const view = await open('#/tickets/WEEKEND');
    await settled();
    const found: string[] = [];
    const check = async (name: string) => {
      await waitFor(() => expect(shop!.overlay().querySelector('[role="dialog"], [role="alertdialog"]')).to.exist);
      await nextFrame();
      for (const v of await violations(shop!)) found.push(`${name}: ${v}`);
      const close = within(shop!.overlay())
        .getAllByRole('button')
        .find((b) => /Close|Cancel|Keep/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
      close?.click();
      await waitFor(() => expect(shop!.overlay().querySelector('[role="dialog"], [role="alertdialog"]')).to.equal(null));
    };
    (await view.findByRole('button', { name: /Add to cart|Personalise/ })).click();
    await check('personalise');
    within(shop!.part('side'))
      .getAllByRole('button', { name: /Remove/ })[0]
      .click();
    await check('remove confirm');
    location.hash = '#/checkout';
    await settled();
    (await view.findByRole('button', { name: /Terms and Conditions/ })).click();
    await check('terms');
    location.hash = '#/portal/orders/PAIDCARD';
    await settled();
    (await view.findAllByRole('button', { name: /Choose time/i }))[0].click();
    await check('travel time');
    expect(found).to.deep.equal([]);
  });
});
