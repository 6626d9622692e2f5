import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { delay, http, HttpResponse } from 'msw';
import { cartView } from '../demo/backend/handlers/cart';
import { shopDataFor } from '../demo/backend/shop-data';
import { read } from '../src/api/adapt';
import { removeFromCart, updateCartProduct } from '../src/stores/cart/actions';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { currentRoute, mountShop, type MountedShop } from './helpers/shop';

/** The cart (docs/spec.md §2 Cart panel, §4, §5, §8): creation, loading, the panel, removal, composition rules. */
describe('cart', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  const modals = () => within(shop!.overlay().getRootNode() as unknown as HTMLElement);
  const rows = (panel: HTMLElement) =>
    Array.from(panel.querySelectorAll('tbody tr')).map((tr) => tr.querySelector('.es-lines__text')?.textContent ?? '');

  it('is created by the first add with cart null, then carries the code, kept in localStorage', async () => {
    const backend = await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/merchandise/BOTTLE' });
    const cart = shop.part('cart');
    expect(within(cart).getByRole('heading', { name: 'Your Cart' })).to.exist;
    expect(within(cart).getByText('Your Cart is empty.')).to.exist;
    expect(localStorage.getItem('cart')).to.equal(null);
    expect(callsOf(backend, 'get-cart')).to.have.length(0);
    const add = within(shop.part('view')).getByRole('button', { name: 'Add to cart' });
    add.click();
    await within(shop.overlay()).findByText('Item added to cart.');
    const code = localStorage.getItem('cart');
    expect(code).to.be.a('string').and.to.have.length.above(4);
    await waitFor(() => expect(add.hasAttribute('disabled')).to.equal(false));
    add.click();
    await waitFor(() => expect(callsOf(backend, 'add-merchandise-to-cart')).to.have.length(2));
    expect(callsOf(backend, 'add-merchandise-to-cart').map((c) => c.body.cart)).to.deep.equal([null, code]);
    await waitFor(() => expect(rows(cart)).to.deep.equal(['Steel water bottle', 'Steel water bottle']));
    expect(Object.keys(backend.db.state.carts)).to.deep.equal([code]);
  });

  it('loads the stored cart with /get-cart at start, besides exactly one /get-data', async () => {
    const backend = await startBackend();
    const code = seedCart(backend, [
      { code: 'WEEKEND', holder: 'Ann Lee' },
      { code: 'SHUTTLE-DUB', holder: 'Ann Lee', time: 1 },
      { code: 'TEE-2027' },
    ]);
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side', 'cart', 'header'] });
    const cart = shop.part('cart');
    await waitFor(() => expect(rows(cart)).to.have.length(3));
    expect(callsOf(backend, 'get-cart').map((c) => c.body.cart)).to.deep.equal([code]);
    await new Promise((r) => setTimeout(r, 100));
    expect(callsOf(backend, 'get-data')).to.have.length(1);
    expect(callsOf(backend, 'get-cart')).to.have.length(1);
    expect(rows(cart)[0]).to.contain('Weekend ticket').and.to.contain('Ann Lee');
    // The travel time in the event's zone.
    expect(rows(cart)[1]).to.contain('Shuttle bus from Dublin').and.to.contain('10:00');
    const table = within(cart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).to.deep.equal(['Item', 'Price (incl. fee)']);
    // 200.00 + 25.50 + 25.00
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).to.equal('€250.50');
    // Each row's buttons say which line they act on: the item, and the holder when there is one.
    const named = (prefix: string) =>
      within(cart)
        .getAllByRole('button', { name: new RegExp(`^${prefix}`) })
        .map((b) => b.getAttribute('aria-label'));
    expect(named('Personalise')).to.deep.equal(['Personalise Weekend ticket (Ann Lee)', 'Personalise Shuttle bus from Dublin (Ann Lee)']);
    expect(named('Remove')).to.deep.equal([
      'Remove Weekend ticket (Ann Lee)',
      'Remove Shuttle bus from Dublin (Ann Lee)',
      'Remove Festival T-shirt 2027',
    ]);
    expect(within(cart).getByRole('button', { name: 'Remove Festival T-shirt 2027' }).textContent).to.equal('Remove');
    expect(cart.textContent).to.contain('Shipping and taxes will be calculated at checkout.');
    expect(cart.textContent).to.contain('You will need to login or register in order to checkout.');
    await expect(cart).to.be.accessible();
  });

  it('adds exactly: three items at 10.10 plus a 0.20 fee total 30.90', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }, { code: 'BOTTLE' }, { code: 'BOTTLE' }]);
    shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
    const table = await within(shop.part('cart')).findByRole('table');
    expect(Array.from(table.querySelectorAll('tbody td.es-lines__price')).map((td) => td.textContent)).to.deep.equal([
      '€10.30',
      '€10.30',
      '€10.30',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).to.equal('€30.90');
  });

  it('clears the cart and the stored code when the load fails', async () => {
    await startBackend();
    localStorage.setItem('cart', 'GONE');
    shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
    await waitFor(() => expect(localStorage.getItem('cart')).to.equal(null));
    expect(within(shop.part('cart')).getByText('Your Cart is empty.')).to.exist;
    shop.cleanup();
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    overrideHandlers(http.post('/api/get-cart', () => HttpResponse.json({}, { status: 500 })));
    shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
    await waitFor(() => expect(localStorage.getItem('cart')).to.equal(null));
    expect(within(shop.part('cart')).queryByRole('table')).to.equal(null);
  });

  it('hides the shipping sentence without merchandise and the login sentence when logged in; Checkout goes to checkout', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'CAMP-BOUTIQUE' }]);
    overrideHandlers(
      http.post('/api/get-data', () =>
        HttpResponse.json({
          data: {
            ...shopDataFor(backend.db, null),
            customer: { full_name: 'Dana Demo', email: 'demo@festival.example', country: 'IE', address: {} },
          },
        }),
      ),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['cart'], hash: '#/tickets' });
    const cart = within(shop.part('cart'));
    await cart.findByRole('table');
    expect(shop.part('cart').textContent).not.to.contain('Shipping and taxes');
    expect(shop.part('cart').textContent).not.to.contain('You will need to login');
    cart.getByRole('button', { name: 'Checkout' }).click();
    expect(currentRoute()).to.equal('/checkout');
  });

  it('removes an item after confirmation: Cancel keeps it, Confirm removes it and tells the host', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'WEEKEND', holder: 'Ann Lee' }, { code: 'BOTTLE' }]);
    const removed: unknown[] = [];
    const listen = (e: Event) => removed.push((e as CustomEvent).detail);
    window.addEventListener('event-shop:remove-from-cart', listen);
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
      const panel = shop.part('cart');
      await waitFor(() => expect(rows(panel)).to.have.length(2));
      within(panel).getByRole('button', { name: 'Remove Steel water bottle' }).click();
      let dialog = await modals().findByRole('dialog', { name: 'Remove item' });
      expect(dialog.textContent).to.contain('Remove Steel water bottle from your cart?');
      within(dialog).getByRole('button', { name: 'Cancel' }).click();
      await waitFor(() => expect(modals().queryByRole('dialog')).to.equal(null));
      expect(callsOf(backend, 'remove-merchandise-from-cart')).to.have.length(0);
      within(panel).getByRole('button', { name: 'Remove Steel water bottle' }).click();
      dialog = await modals().findByRole('dialog', { name: 'Remove item' });
      await expect(dialog).to.be.accessible();
      const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
      confirm.click();
      confirm.click();
      await within(shop.overlay()).findByText('Item removed from cart.');
      await waitFor(() => expect(rows(panel)).to.deep.equal([rows(panel)[0]]));
      expect(rows(panel)[0]).to.contain('Weekend ticket');
      expect(callsOf(backend, 'remove-merchandise-from-cart')).to.have.length(1);
      expect(panel.textContent).not.to.contain('Shipping and taxes');
      expect(removed).to.deep.equal([
        {
          currency: 'EUR',
          value: 10.3,
          items: [{ item_id: 'BOTTLE', item_name: 'Steel water bottle', item_category: 'accessories', price: 10.3, quantity: 1 }],
        },
      ]);
      // The removed row's button is gone: focus stays in the panel.
      await waitFor(() => expect((panel.getRootNode() as ShadowRoot).activeElement?.textContent).to.equal('Your Cart'));
      // The stock the cart held is back.
      expect(backend.db.findItem('BOTTLE')?.stock_level).to.equal(30);
    } finally {
      window.removeEventListener('event-shop:remove-from-cart', listen);
    }
  });

  describe('composition rules (docs/spec.md §5, §9)', () => {
    const planMessage =
      'Only one payment-plan item can be ordered at a time, and it must be bought on its own. Please empty your cart first.';

    async function productPage(hash: string) {
      shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash });
      const view = within(shop.part('view'));
      await view.findByRole('heading', { level: 1 });
      return view.getByRole('button', { name: 'Add to cart' });
    }

    const refusedWith = async (button: HTMLElement, message: string) => {
      await waitFor(() => expect(button.hasAttribute('disabled')).to.equal(true));
      const hint = shop!.part('view').querySelector(`#${CSS.escape(button.getAttribute('aria-describedby') ?? 'none')}`);
      expect(hint?.textContent).to.equal(message);
    };

    it('adds a payment-plan item only into an empty cart', async () => {
      const backend = await startBackend();
      seedCart(backend, [{ code: 'BOTTLE' }]);
      await refusedWith(await productPage('#/tickets/WEEKEND-PLAN'), planMessage);
    });

    it('buys a payment-plan item alone: nothing else joins it', async () => {
      const backend = await startBackend();
      seedCart(backend, [{ code: 'WEEKEND-PLAN' }]);
      await refusedWith(await productPage('#/merchandise/TEE-2027'), planMessage);
    });

    it('keeps to limit_per_order', async () => {
      const backend = await startBackend();
      seedCart(backend, [
        { code: 'CAMP-BOUTIQUE', holder: 'A' },
        { code: 'CAMP-BOUTIQUE', holder: 'B' },
      ]);
      await refusedWith(await productPage('#/tickets/CAMP-BOUTIQUE'), 'You can order at most 2 of Boutique camping.');
    });

    it('does not add sold-out items', async () => {
      await startBackend();
      await refusedWith(await productPage('#/tickets/PARKING'), 'Car parking is sold out.');
    });

    it('the backend refuses each rule with the message the shop shows as it comes', async () => {
      const backend = await startBackend();
      const post = async (action: string, body: object) => {
        const res = await fetch(`/api/${action}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ token: null, ...body }),
        });
        return { status: res.status, body: await res.json() };
      };
      const holder = (full_name: string) => ({ full_name, email: 'a@b.ie', age: '25-34', country: 'IE', transport_time_id: null });
      const plan = await post('add-product-to-cart', { cart: null, external_code: 'WEEKEND-PLAN', ...holder('P') });
      expect(plan.status).to.equal(200);
      const planCart = plan.body.cart.code;
      expect((await post('add-merchandise-to-cart', { cart: planCart, external_code: 'BOTTLE' })).body.message).to.equal(planMessage);
      expect((await post('add-product-to-cart', { cart: planCart, external_code: 'WEEKEND-PLAN', ...holder('Q') })).body.message).to.equal(
        planMessage,
      );
      const other = (await post('add-merchandise-to-cart', { cart: null, external_code: 'BOTTLE' })).body.cart.code;
      expect((await post('add-product-to-cart', { cart: other, external_code: 'WEEKEND-PLAN', ...holder('P') })).body.message).to.equal(
        planMessage,
      );
      const camp = (await post('add-product-to-cart', { cart: null, external_code: 'CAMP-BOUTIQUE', ...holder('A') })).body.cart.code;
      expect((await post('add-product-to-cart', { cart: camp, external_code: 'CAMP-BOUTIQUE', ...holder('B') })).status).to.equal(200);
      const third = await post('add-product-to-cart', { cart: camp, external_code: 'CAMP-BOUTIQUE', ...holder('C') });
      expect([third.status, third.body.message]).to.deep.equal([422, 'You can order at most 2 of Boutique camping.']);
      // limit_per_order 0 is no limit.
      for (const name of ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7']) {
        expect((await post('add-product-to-cart', { cart: camp, external_code: 'WINTER-NIGHT', ...holder(name) })).status).to.equal(200);
      }
      const sold = await post('add-product-to-cart', { cart: camp, external_code: 'PARKING', ...holder('A') });
      expect([sold.status, sold.body.message]).to.deep.equal([422, 'Car parking is sold out.']);
      const soldTime = await post('add-product-to-cart', {
        cart: camp,
        external_code: 'SHUTTLE-DUB',
        ...holder('A'),
        transport_time_id: 2,
      });
      expect([soldTime.status, soldTime.body.message]).to.deep.equal([422, 'The chosen travel time is sold out. Please choose another.']);
      const dup = await post('add-product-to-cart', { cart: camp, external_code: 'CAMP-BOUTIQUE', ...holder('a ') });
      expect(dup.status).to.equal(422);
      // Stock held: three seats of the 16:00 shuttle, then it is sold out.
      for (const name of ['S1', 'S2', 'S3'])
        expect(
          (await post('add-product-to-cart', { cart: camp, external_code: 'SHUTTLE-DUB', ...holder(name), transport_time_id: 3 })).status,
        ).to.equal(200);
      expect(
        (await post('add-product-to-cart', { cart: camp, external_code: 'SHUTTLE-DUB', ...holder('S4'), transport_time_id: 3 })).body
          .message,
      ).to.equal('The chosen travel time is sold out. Please choose another.');
      expect((await post('get-cart', { cart: 'NOPE' })).status).to.equal(404);
      expect(callsOf(backend, 'add-product-to-cart').length).to.be.above(10);
    });
  });

  it('shows the same cart in the cart part, the side part and the header count', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side', 'cart', 'header'], hash: '#/merchandise/TEE-2027' });
    const count = within(shop.part('header')).getByRole('button', { name: 'Cart: 0 items' });
    within(shop.part('view')).getByRole('button', { name: 'Add to cart' }).click();
    await waitFor(() => expect(count.textContent).to.equal('Cart: 1 item'));
    for (const part of ['cart', 'side'] as const) expect(rows(shop.part(part)), part).to.deep.equal(['Festival T-shirt 2027']);
    within(shop.part('side')).getByRole('button', { name: 'Remove Festival T-shirt 2027' }).click();
    within(await modals().findByRole('dialog', { name: 'Remove item' }))
      .getByRole('button', { name: 'Confirm' })
      .click();
    await waitFor(() => expect(count.textContent).to.equal('Cart: 0 items'));
    for (const part of ['cart', 'side'] as const) expect(within(shop.part(part)).getByText('Your Cart is empty.'), part).to.exist;
  });

  it("opens the header's cart panel, which closes on route change and on Escape", async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'header'], hash: '#/tickets' });
    const header = within(shop.part('header'));
    const toggle = await header.findByRole('button', { name: 'Cart: 1 item' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('true'));
    const panel = shop.part('header').querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`) as HTMLElement;
    expect(within(panel).getByRole('heading', { name: 'Your Cart' })).to.exist;
    window.location.hash = '#/merchandise';
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('false'));
    expect(panel.hidden).to.equal(true);
    toggle.click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('true'));
    within(panel).getByRole('button', { name: 'Checkout' }).focus();
    within(panel)
      .getByRole('button', { name: 'Checkout' })
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('false'));
    expect((toggle.getRootNode() as ShadowRoot).activeElement === toggle, 'focus back on the cart toggle').to.equal(true);
  });

  describe('loads and writes in order', () => {
    const SLOW_MS = 600;
    const post = async (action: string, body: object) => {
      const res = await fetch(`/api/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ token: null, ...body }),
      });
      return (await res.json()) as { cart: { code: string } };
    };

    it('loads a change another tab announces while an earlier /get-cart runs', async () => {
      const backend = await startBackend();
      const code = seedCart(backend, [{ code: 'BOTTLE' }]);
      let answered = false;
      // The first /get-cart reads the cart now and answers late.
      overrideHandlers(
        http.post(
          '/api/get-cart',
          async () => {
            const snapshot = structuredClone(cartView(backend.db, backend.db.state.carts[code]));
            await delay(SLOW_MS);
            answered = true;
            return HttpResponse.json({ cart: snapshot });
          },
          { once: true },
        ),
      );
      shop = await mountShop({ config: exampleConfig(), parts: ['cart'], settle: false });
      await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
      // Another tab adds to the same cart and tells the others (the code does not change, so no storage event).
      await post('add-merchandise-to-cart', { cart: code, external_code: 'TEE-2027' });
      const otherTab = new BroadcastChannel('event-shop-cart');
      otherTab.postMessage(code);
      otherTab.close();
      expect(answered, 'the message came while the first load ran').to.equal(false);
      await waitFor(() => expect(answered).to.equal(true), { timeout: 2000 });
      await waitFor(() => expect(rows(shop!.part('cart'))).to.deep.equal(['Steel water bottle', 'Festival T-shirt 2027']), {
        timeout: 1000,
      });
    });

    it("keeps another tab's new cart when the load of an expired code fails meanwhile, and loads it", async () => {
      const backend = await startBackend();
      localStorage.setItem('cart', 'EXPIRED1');
      let failed = false;
      overrideHandlers(
        http.post(
          '/api/get-cart',
          async () => {
            await delay(SLOW_MS);
            failed = true;
            return HttpResponse.json({ message: 'Your cart has expired.' }, { status: 404 });
          },
          { once: true },
        ),
      );
      shop = await mountShop({ config: exampleConfig(), parts: ['cart'], settle: false });
      await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
      // Another tab creates a cart and stores its code; its storage event reaches this tab only later.
      const fresh = (await post('add-merchandise-to-cart', { cart: null, external_code: 'BOTTLE' })).cart.code;
      localStorage.setItem('cart', fresh);
      expect(failed, 'the new code was stored while the old load ran').to.equal(false);
      await waitFor(() => expect(failed).to.equal(true), { timeout: 2000 });
      await new Promise((r) => setTimeout(r, 50));
      // The failed load forgets only its own code: the other tab's cart stays stored.
      expect(localStorage.getItem('cart')).to.equal(fresh);
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue: 'EXPIRED1', newValue: fresh, storageArea: localStorage }));
      await waitFor(() => expect(rows(shop!.part('cart'))).to.deep.equal(['Steel water bottle']), { timeout: 1000 });
      expect(localStorage.getItem('cart')).to.equal(fresh);
    });

    it('loads the latest code asked for while a load runs', async () => {
      const backend = await startBackend();
      localStorage.setItem('cart', 'EXPIRED2');
      let failed = false;
      overrideHandlers(
        http.post(
          '/api/get-cart',
          async () => {
            await delay(SLOW_MS);
            failed = true;
            return HttpResponse.json({ message: 'Your cart has expired.' }, { status: 404 });
          },
          { once: true },
        ),
      );
      shop = await mountShop({ config: exampleConfig(), parts: ['cart'], settle: false });
      await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
      const fresh = (await post('add-merchandise-to-cart', { cart: null, external_code: 'TEE-2027' })).cart.code;
      localStorage.setItem('cart', fresh);
      // The other tab's storage event arrives while the old load still runs.
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue: 'EXPIRED2', newValue: fresh, storageArea: localStorage }));
      expect(failed).to.equal(false);
      await waitFor(() => expect(failed).to.equal(true), { timeout: 2000 });
      await waitFor(() => expect(rows(shop!.part('cart'))).to.deep.equal(['Festival T-shirt 2027']), { timeout: 1000 });
      expect(localStorage.getItem('cart')).to.equal(fresh);
      expect(callsOf(backend, 'get-cart').map((c) => c.body.cart)).to.deep.equal([fresh]);
    });

    it('adds to the stored cart when the add comes before the startup /get-cart returns', async () => {
      const backend = await startBackend();
      const code = seedCart(backend, [{ code: 'BOTTLE' }]);
      let answered = false;
      overrideHandlers(
        http.post(
          '/api/get-cart',
          async () => {
            const snapshot = structuredClone(cartView(backend.db, backend.db.state.carts[code]));
            await delay(SLOW_MS);
            answered = true;
            return HttpResponse.json({ cart: snapshot });
          },
          { once: true },
        ),
      );
      shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/merchandise/TEE-2027' });
      const add = await within(shop.part('view')).findByRole('button', { name: 'Add to cart' });
      expect(answered, 'the add comes while the startup load runs').to.equal(false);
      add.click();
      await within(shop.overlay()).findByText('Item added to cart.', {}, { timeout: 3000 });
      expect(callsOf(backend, 'add-merchandise-to-cart').map((c) => c.body.cart)).to.deep.equal([code]);
      expect(Object.keys(backend.db.state.carts)).to.deep.equal([code]);
      expect(localStorage.getItem('cart')).to.equal(code);
      await waitFor(() => expect(rows(shop!.part('cart'))).to.deep.equal(['Steel water bottle', 'Festival T-shirt 2027']));
    });
  });

  it("answers an edit or removal whose cart is gone with a shopper's text, not an internal one", async () => {
    const backend = await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
    // The stores take the shop's models: the seed's items read as the adapter reads them.
    const model = (code: string) => read.item({ item: backend.db.findItem(code) }, { call: '/get-shop-item', unit: 100, zone: 'UTC' }).item;
    const item = model('WEEKEND');
    const holder = { fullName: 'Ann Lee', email: 'ann@lee.ie', age: '25-34', country: 'IE', transportTimeId: null };
    // Each change resolves to a failed result (stores never reject) and the shopper reads the spec's words.
    expect((await updateCartProduct(1, item, holder)).ok).to.equal(false);
    await within(shop.overlay()).findByText('Could not update item details.');
    const line = {
      id: 1,
      shopItemType: 'merchandise' as const,
      merchandise: model('BOTTLE'),
      price: 1010,
      fee: 20,
    };
    const removed = await removeFromCart({ kind: 'merchandise', line, item: line.merchandise });
    expect(removed.ok || removed.error.message).to.equal('Something went wrong. Please try again.');
    await within(shop.overlay()).findByText('Something went wrong. Please try again.');
    expect(callsOf(backend, 'update-product-in-cart')).to.have.length(0);
    expect(callsOf(backend, 'remove-merchandise-from-cart')).to.have.length(0);
  });

  it('a cart write lost behind a 502 page: the failure is told, the cart reloaded to what the server holds, the button usable again', async () => {
    const backend = await startBackend();
    const code = seedCart(backend, [{ code: 'TEE-2027' }]);
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/merchandise/BOTTLE' });
    const cart = shop.part('cart');
    await waitFor(() => expect(rows(cart)).to.have.length(1));
    const before = callsOf(backend, 'get-cart').length;
    // The proxy lost the answer, but the server added the bottle.
    overrideHandlers(
      http.post(
        '/api/add-merchandise-to-cart',
        async ({ request }) => {
          const body = (await request.json()) as { cart: string };
          backend.db.state.carts[body.cart].merchandise.push({ ...backend.db.state.carts[body.cart].merchandise[0], id: 999 });
          return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          });
        },
        { once: true },
      ),
    );
    const add = within(shop.part('view')).getByRole('button', { name: 'Add to cart' });
    add.click();
    expect(await within(shop.overlay()).findByText('Could not add item to cart.')).to.exist;
    await waitFor(() => expect(callsOf(backend, 'get-cart').length).to.be.above(before));
    await waitFor(() => expect(rows(cart)).to.have.length(2));
    expect(localStorage.getItem('cart')).to.equal(code);
    await waitFor(() => expect(add.hasAttribute('disabled')).to.equal(false));
  });

  it('a 2xx answer without its cart is a failed add with its message, never a stuck button', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/merchandise/BOTTLE' });
    overrideHandlers(http.post('/api/add-merchandise-to-cart', () => HttpResponse.json({ status: 'ok' }), { once: true }));
    const add = within(shop.part('view')).getByRole('button', { name: 'Add to cart' });
    add.click();
    expect(await within(shop.overlay()).findByText('Could not add item to cart.')).to.exist;
    await waitFor(() => expect(add.hasAttribute('disabled')).to.equal(false));
    expect(within(shop.part('cart')).getByText('Your Cart is empty.')).to.exist;
  });
});
