import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { setViewport } from './helpers/commands';
import { getResponse, http, HttpResponse } from 'msw';
import type { Part } from '../src/app/parts';
import { startAsDemo, TOKEN } from './helpers/api';
import { overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { currentRoute, mountShop, type MountedShop } from './helpers/shop';

/** On a phone the cart stays at hand while its panel is out of view. */
describe('sticky cart bar', () => {
  let shop: MountedShop | null = null;
  afterEach(async () => {
    shop?.cleanup();
    shop = null;
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  const view = () => within(shop!.part('view'));
  // Compared as booleans: chai's message for a failed element comparison serialises the whole element.
  // It floats from the overlay, over the window's bottom.
  const bar = () => shop!.overlay().querySelector<HTMLElement>('.es-cartbar');
  const settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))));

  async function phone(parts: Part[], { lines = [{ code: 'WEEKEND', holder: 'Ann Lee' }, { code: 'TEE-2027' }], login = false } = {}) {
    await setViewport({ width: 375, height: 640 });
    const backend = login ? await startAsDemo() : await startBackend();
    if (lines.length) seedCart(backend, lines);
    if (login) localStorage.setItem('token', TOKEN);
    shop = await mountShop({ config: exampleConfig(), parts, hash: '#/tickets' });
    return backend;
  }

  it('shows the count, the total and Checkout while the cart panel is out of view, and goes away when it comes into view', async () => {
    await phone(['view', 'cart']);
    const panel = within(shop!.part('cart'));
    await panel.findByText('Weekend ticket');
    expect(document.documentElement.scrollHeight, 'a page taller than the phone').to.be.above(innerHeight * 2);
    await waitFor(() => expect(bar() !== null, 'the bar').to.equal(true));
    const total = shop!.part('cart').querySelector('tfoot .es-money')!.textContent!;
    expect(bar()!.textContent).to.contain('Cart: 2 items').and.to.contain(total);
    const rect = bar()!.getBoundingClientRect();
    expect(Math.abs(rect.bottom - innerHeight), 'at the viewport bottom').to.be.below(2);
    expect(within(bar()!).getByRole('button', { name: 'Checkout' }).getBoundingClientRect().height).to.be.at.least(44);
    panel.getByRole('heading', { name: 'Your Cart' }).scrollIntoView();
    await waitFor(() => expect(bar() === null, 'hidden with the panel in view').to.equal(true));
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar() !== null, 'back with the panel out of view').to.equal(true));
  });

  it('is absent with an empty cart, and with the cart panel in view from the start', async () => {
    await phone(['view', 'cart'], { lines: [] });
    await settle();
    expect(bar() === null).to.equal(true);
    shop!.cleanup();
    await setViewport({ width: 375, height: 640 });
    const backend = await startBackend();
    seedCart(backend, [{ code: 'TEE-2027' }]);
    shop = await mountShop({ config: exampleConfig(), parts: ['cart', 'view'], hash: '#/tickets' });
    await within(shop.part('cart')).findByText('Festival T-shirt 2027');
    await settle();
    expect(bar() === null, 'the panel above the view, in view').to.equal(true);
  });

  it('its Checkout goes to checkout, where it is gone; it never covers the end of the view for good', async () => {
    await phone(['view'], { login: true });
    await waitFor(() => expect(bar() !== null).to.equal(true));
    // Without any cart panel on the page, scrolled to the very end: the bar sits after the view's content.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await settle();
    const content = shop!.part('view').querySelector('.es-view')!.getBoundingClientRect();
    expect(bar()!.getBoundingClientRect().top).to.be.at.least(content.bottom - 1);
    within(bar()!).getByRole('button', { name: 'Checkout' }).click();
    await waitFor(() => expect(currentRoute()).to.equal('/checkout'));
    await view().findByRole('heading', { level: 1, name: 'Checkout' });
    await settle();
    expect(bar() === null, 'not on checkout').to.equal(true);
  });

  it("after 'Add to cart' the bar shows, and the toast rises above it instead of covering its Checkout", async () => {
    await setViewport({ width: 375, height: 640 });
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/merchandise/BOTTLE' });
    view().getByRole('button', { name: 'Add to cart' }).click();
    const toast = await within(shop.overlay()).findByText('Item added to cart.');
    await waitFor(() => expect(bar() !== null).to.equal(true));
    expect(bar()!.textContent).to.contain('Cart: 1 item');
    const checkout = within(bar()!).getByRole('button', { name: 'Checkout' }).getBoundingClientRect();
    await waitFor(() =>
      expect(toast.closest('li')!.getBoundingClientRect().bottom, 'toast above the bar').to.be.at.most(bar()!.getBoundingClientRect().top),
    );
    expect(checkout.bottom).to.be.at.most(innerHeight + 1);
  });

  it('reads a cart whose amounts arrive as strings', async () => {
    await setViewport({ width: 375, height: 640 });
    const backend = await startBackend();
    seedCart(backend, [{ code: 'TEE-2027' }, { code: 'BOTTLE' }]);
    const stringify = (value: unknown): unknown =>
      typeof value === 'number'
        ? String(value)
        : Array.isArray(value)
          ? value.map(stringify)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' ? v : stringify(v)]))
            : value;
    let sent = '';
    overrideHandlers(
      http.post('/api/get-cart', async ({ request }) => {
        const answer = stringify(await (await getResponse(backend.handlers, request))!.json()) as Record<string, unknown>;
        sent = JSON.stringify(answer);
        return HttpResponse.json(answer);
      }),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/tickets' });
    await waitFor(() => expect(bar() !== null).to.equal(true));
    expect(sent, 'prices sent as strings').to.match(/"price":"\d/);
    expect(bar()!.textContent).to.equal('Cart: 2 items €35.30Checkout');
  });
});
