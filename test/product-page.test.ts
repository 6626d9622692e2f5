import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import type { ShopItem } from '../src/api/wire';
import { planSchedule, todayIn } from '../src/domain/payment-plan';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { currentRoute, mountShop, type MountedShop } from './helpers/shop';

/** The product page (docs/spec.md §2 Product page): item, gallery, price, description, plan, details, add to cart. */
describe('product page', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    delete (window as Window & { fbq?: unknown }).fbq;
  });

  const detail = (root: HTMLElement, term: string) => {
    const dt = Array.from(root.querySelectorAll('dt')).find((d) => d.textContent === term);
    return dt ? (dt.nextElementSibling as HTMLElement).textContent : null;
  };

  it('shows the item from the loaded list: gallery, price plus fee, description, availability, details', async () => {
    const backend = await startBackend({
      seed: (state) => {
        state.products[0].shop_description =
          '<p>Three days.</p><img src="x" alt="" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';
        state.products[0].shop_image_4 = state.products[0].shop_image;
      },
    });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/WEEKEND' });
    const root = shop.part('view');
    const view = within(root);
    expect((await view.findByRole('heading', { level: 1 })).textContent).to.equal('Weekend ticket');
    expect(callsOf(backend, 'get-shop-item')).to.have.length(0);
    expect(root.querySelector('.es-price')?.textContent).to.equal('€200.00 (includes taxes and booking fee)');
    expect(view.getByText('500 available')).to.exist;

    // Gallery: main image at 500, one 100 px thumbnail per image, choosing the main one.
    const main = view.getByRole('img', { name: 'Weekend ticket, image 1' }) as HTMLImageElement;
    expect(main.getAttribute('width')).to.equal('500');
    const thumbs = root.querySelectorAll('.es-gallery__thumbs button');
    expect(thumbs).to.have.length(4);
    expect(thumbs[0].querySelector('img')?.getAttribute('width')).to.equal('100');
    view.getByRole('button', { name: 'Weekend ticket, image 2' }).click();
    await waitFor(() => expect(view.getByRole('img', { name: 'Weekend ticket, image 2' })).to.exist);
    expect(view.getByRole('button', { name: 'Weekend ticket, image 2' }).getAttribute('aria-pressed')).to.equal('true');

    // Description: sanitised.
    const description = root.querySelector('.es-product__description') as HTMLElement;
    expect(description.textContent).to.contain('Three days.');
    expect(description.innerHTML).not.to.contain('onerror');
    expect(description.querySelector('script')).to.equal(null);
    expect((window as Window & { __pwned?: number }).__pwned).to.equal(undefined);

    expect(detail(root, 'Category')).to.equal('Festival tickets');
    expect(detail(root, 'Limit per order')).to.equal('6');
    expect(detail(root, 'Refundable')).to.equal('Yes');
    expect(detail(root, 'Name changes')).to.equal('Yes');
    expect(detail(root, 'Email changes')).to.equal('Yes');
    expect(view.queryByRole('heading', { name: 'Payment plan' })).to.equal(null);
    await expect(root).to.be.accessible();
  });

  it('shows transport times in the event zone, sold-out ones marked, and "No limit" for 0', async () => {
    await startBackend({ seed: (state) => (state.products.find((p) => p.external_code === 'SHUTTLE-DUB')!.limit_per_order = 0) });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/SHUTTLE-DUB' });
    const root = shop.part('view');
    await within(root).findByRole('heading', { level: 1, name: 'Shuttle bus from Dublin' });
    const times = detail(root, 'Available transport times');
    // 10:00 at +01:00 is 10:00 in Dublin (summer time), whatever the browser's zone.
    expect(times).to.equal('9 Jul 2027, 10:00 (40)9 Jul 2027, 13:00 (Sold out)9 Jul 2027, 16:00 (3)');
    expect(detail(root, 'Limit per order')).to.equal('No limit');
    shop.cleanup();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/SHUTTLE-AIR' });
    await within(shop.part('view')).findByRole('heading', { level: 1, name: 'Airport shuttle' });
    expect(detail(shop.part('view'), 'Transport time')).to.contain('11:30');
  });

  it('shows the payment plan: the initial payment today, then each instalment counted from today', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/WEEKEND-PLAN' });
    const view = within(shop.part('view'));
    const plan = (await view.findByRole('heading', { name: 'Payment plan' })).closest('section') as HTMLElement;
    const rows = Array.from(plan.querySelectorAll('li'));
    expect(rows.map((r) => r.querySelector('span')?.textContent)).to.deep.equal(['Initial payment', 'Instalment', 'Instalment']);
    const expected = planSchedule(
      [
        { amount: 71, units: 'day', count: 0 },
        { amount: 70, units: 'month', count: 1 },
        { amount: 70, units: 'month', count: 1 },
      ],
      todayIn('Europe/Dublin'),
    );
    expect(rows.map((r) => r.querySelector('time')?.getAttribute('datetime'))).to.deep.equal(expected.map((s) => s.date));
    expect(rows.map((r) => r.querySelector('.es-money')?.textContent)).to.deep.equal(['€71.00', '€70.00', '€70.00']);
  });

  it('fetches an item that is not in the list with /get-shop-item', async () => {
    const backend = await startBackend();
    const hidden: ShopItem = { ...backend.db.state.products[1], id: 999, external_code: 'SECRET', name: 'Secret show' };
    overrideHandlers(
      http.post('/api/get-shop-item', async ({ request }) => {
        const body = (await request.json()) as { external_code: string };
        return body.external_code === 'SECRET'
          ? HttpResponse.json({ item: hidden })
          : HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/SECRET' });
    expect((await within(shop.part('view')).findByRole('heading', { level: 1 })).textContent).to.equal('Secret show');
  });

  it('sends an unknown code to the listing, and an inactive shop home', async () => {
    const backend = await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/merchandise/NOPE' });
    await waitFor(() => expect(currentRoute()).to.equal('/merchandise'));
    expect(callsOf(backend, 'get-shop-item').map((c) => c.body.external_code)).to.deep.equal(['NOPE']);
    shop.cleanup();
    shop = await mountShop({ config: { ...exampleConfig(), shopActive: false }, parts: ['view'], hash: '#/tickets/WEEKEND' });
    await waitFor(() => expect(currentRoute()).to.equal('/'));
  });

  it('adds merchandise to the cart, once per click however fast, with the host event and the pixel', async () => {
    const backend = await startBackend();
    const pixel: unknown[][] = [];
    (window as Window & { fbq?: unknown }).fbq = (...args: unknown[]) => pixel.push(args);
    const events: Array<{ type: string; detail: unknown }> = [];
    const listen = (e: Event) => events.push({ type: e.type, detail: (e as CustomEvent).detail });
    const names = ['event-shop:view-item', 'event-shop:add-to-cart'];
    names.forEach((n) => window.addEventListener(n, listen));
    try {
      shop = await mountShop({ config: { ...exampleConfig(), pixelId: 'PX1' }, parts: ['view', 'header'], hash: '#/merchandise/BOTTLE' });
      const view = within(shop.part('view'));
      const add = await view.findByRole('button', { name: 'Add to cart' });
      add.click();
      add.click();
      add.click();
      await within(shop.overlay()).findByText('Item added to cart.');
      await new Promise((r) => setTimeout(r, 100));
      expect(callsOf(backend, 'add-merchandise-to-cart')).to.have.length(1);
      expect(callsOf(backend, 'add-merchandise-to-cart')[0].body).to.include({ cart: null, external_code: 'BOTTLE' });
      await waitFor(() => expect(within(shop!.part('header')).getByRole('button', { name: 'Cart: 1 item' })).to.exist);
      // Stock held by the cart: the answer's data brings the new level.
      await waitFor(() => expect(view.getByText('29 available')).to.exist);
      const item = { item_id: 'BOTTLE', item_name: 'Steel water bottle', item_category: 'accessories', price: 10.3, quantity: 1 };
      expect(events).to.deep.equal([
        { type: 'event-shop:view-item', detail: { currency: 'EUR', value: 10.3, items: [item] } },
        { type: 'event-shop:add-to-cart', detail: { currency: 'EUR', value: 10.3, items: [item] } },
      ]);
      expect(pixel.map((p) => p.slice(0, 3))).to.deep.equal([
        ['trackSingle', 'PX1', 'ViewContent'],
        ['trackSingle', 'PX1', 'AddToCart'],
      ]);
    } finally {
      names.forEach((n) => window.removeEventListener(n, listen));
    }
  });

  it('fires no pixel event without a pixelId', async () => {
    await startBackend();
    const pixel: unknown[][] = [];
    (window as Window & { fbq?: unknown }).fbq = (...args: unknown[]) => pixel.push(args);
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/merchandise/BOTTLE' });
    const add = await within(shop.part('view')).findByRole('button', { name: 'Add to cart' });
    add.click();
    await within(shop.overlay()).findByText('Item added to cart.');
    expect(pixel).to.deep.equal([]);
  });

  it('says once in the console that pixelId is set but the page has no pixel base code (window.fbq)', async () => {
    await startBackend();
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      shop = await mountShop({ config: { ...exampleConfig(), pixelId: 'PX-NO-BASE' }, parts: ['view'], hash: '#/merchandise/BOTTLE' });
      // The view, then an add to cart: two pixel events lost, one warning.
      const add = await within(shop.part('view')).findByRole('button', { name: 'Add to cart' });
      add.click();
      await within(shop.overlay()).findByText('Item added to cart.');
    } finally {
      console.warn = original;
    }
    const ours = warnings.filter((w) => w.includes('[event-shop]'));
    expect(ours).to.have.length(1);
    expect(ours[0]).to.contain('pixelId').and.to.contain('fbq');
  });

  it("shows the server's refusal as it comes, and 'Could not add item to cart.' without one", async () => {
    const backend = await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/merchandise/TEE-2027' });
    const add = await within(shop.part('view')).findByRole('button', { name: 'Add to cart' });
    // Sold out on the server after the page loaded: the shop could not know.
    Object.assign(backend.db.state.merchandise[0], { in_stock: false, stock_level: 0 });
    add.click();
    await within(shop.overlay()).findByText('Festival T-shirt 2027 is sold out.');
    overrideHandlers(http.post('/api/add-merchandise-to-cart', () => new HttpResponse('<html>oops</html>', { status: 500 })));
    await waitFor(() => expect(add.hasAttribute('disabled')).to.equal(false));
    add.click();
    await within(shop.overlay()).findByText('Could not add item to cart.');
  });

  it('links back to its listing, and keeps the image within a phone screen', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/merchandise/HOODIE' });
    const view = within(shop.part('view'));
    const back = await view.findByRole('link', { name: 'Back to Merchandise' });
    expect(back.getAttribute('href')).to.equal('#/merchandise');
    shop.cleanup();
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets/WEEKEND' });
    expect((await within(shop.part('view')).findByRole('link', { name: 'Back to Tickets' })).getAttribute('href')).to.equal('#/tickets');
  });
});
