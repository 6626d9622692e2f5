import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { choose, mountShop, typeInto, type MountedShop } from './helpers/shop';
import { layoutProblems, widthOf } from './helpers/layout';
import { germanConfig } from './helpers/translation';

/** A busy backend or waiting room (docs/embed-contract.md §6) as a fan at 10:00 meets it: waited for, never an error. */
describe('busy backend and waiting rooms', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  /** The view, once rendered: with `settle: false` it renders a task after mount(). */
  const viewOf = async () => within(await waitFor(() => shop!.part('view')));
  const modals = () => within(shop!.overlay().getRootNode() as unknown as HTMLElement);
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  /** Open the product's Personalise ticket dialog and fill in a holder, as a shopper would; the dialog, not yet submitted. */
  async function personalise(name: string, email: string) {
    (await within(shop!.part('view')).findByRole('button', { name: 'Add to cart' })).click();
    const dialog = within(await modals().findByRole('dialog', { name: 'Personalise ticket' }));
    await nextFrame();
    typeInto(dialog.getByLabelText(/^Full name/), name);
    typeInto(dialog.getByLabelText(/^Email/), email);
    choose(dialog.getByLabelText(/^Age range/) as HTMLSelectElement, '18-24');
    return dialog;
  }
  const queued = (position: number, waitSeconds: number, retryAfter = '2') =>
    HttpResponse.json(
      { message: 'You are in the queue.', queue: { position, wait_seconds: waitSeconds } },
      { status: 429, headers: { 'Retry-After': retryAfter } },
    );
  /** `get-data` refused `times` times with a queue whose place moves up, then passed to the backend. */
  function refuseData(times: number, answer = (n: number) => queued(1234 - n * 200, 90 - n * 30)) {
    let refused = 0;
    overrideHandlers(http.post('/api/get-data', () => (refused < times ? answer(refused++) : undefined)));
    return () => refused;
  }

  it('waits for a refused /get-data by itself, shows why, the place and the wait, and then the shop', async function () {
    this.timeout(20_000);
    await startBackend();
    const refused = refuseData(2);
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets', settle: false });
    const view = await viewOf();
    const status = await view.findByText('The shop is very busy right now.');
    const notice = status.closest('[role="status"]')!;
    expect(notice, 'a live region').to.exist;
    expect(notice.textContent).to.contain('Your place in the queue: 1,234').and.contain('Expected wait: about 2 minutes');
    const timer = within(notice as HTMLElement).getByRole('timer');
    expect(timer.textContent).to.match(/^Trying again in [1-3] seconds?\.$/);
    // Both change at the next answer.
    await waitFor(() => expect(notice.textContent).to.contain('Your place in the queue: 1,034'), { timeout: 5_000 });
    expect(notice.textContent).to.contain('Expected wait: about 1 minute');
    expect(shop.part('view').textContent).not.to.contain('could not be loaded').and.not.to.contain('cannot reach');
    await view.findByRole('heading', { name: 'Weekend ticket' }, { timeout: 8_000 });
    expect(refused()).to.equal(2);
    expect(view.queryByText('The shop is very busy right now.')).to.equal(null);
  });

  for (const width of [280, 375, 640]) {
    it(`fits a ${width} px column in German, the longest words, with a 44 px Stop waiting`, async function () {
      this.timeout(20_000);
      await startBackend();
      refuseData(1, () => queued(1234567, 5400, '20'));
      shop = await mountShop({ config: germanConfig(), parts: ['view'], hash: '#/tickets', settle: false });
      widthOf(shop.placeholders[0], width);
      const view = await viewOf();
      const stop = await view.findByRole('button', { name: 'Nicht mehr warten' });
      expect(layoutProblems(shop.part('view'))).to.deep.equal([]);
      expect(stop.getBoundingClientRect().height).to.be.at.least(44);
    });
  }

  it('has no serious or critical axe violation while the view waits', async function () {
    this.timeout(20_000);
    await startBackend();
    refuseData(1, () => queued(12, 60, '20'));
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets', settle: false });
    const view = await viewOf();
    await view.findByRole('button', { name: 'Stop waiting' });
    const result = await axe.run(shop.part('view'), { resultTypes: ['violations'] });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal([]);
  });

  it('counts down the seconds to the next try', async function () {
    this.timeout(20_000);
    await startBackend();
    refuseData(1, () => queued(5, 30, '4'));
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets', settle: false });
    const timer = await (await viewOf()).findByRole('timer');
    const first = Number(/\d+/.exec(timer.textContent!)![0]);
    expect(first).to.be.within(4, 6);
    await waitFor(() => expect(Number(/\d+/.exec(timer.textContent!)?.[0])).to.be.below(first), { timeout: 2_500 });
  });

  it('formats the queue for the locale and speaks German with the German texts', async function () {
    this.timeout(20_000);
    await startBackend();
    refuseData(1, () => queued(12345, 61, '3'));
    shop = await mountShop({ config: germanConfig(), parts: ['view'], hash: '#/tickets', settle: false });
    const view = await viewOf();
    const notice = (await view.findByText('Im Shop ist gerade sehr viel los.')).closest('[role="status"]')!;
    expect(notice.textContent)
      .to.contain('Ihr Platz in der Warteschlange: 12.345')
      .and.contain('Voraussichtliche Wartezeit: etwa 2 Minuten');
    expect(within(notice as HTMLElement).getByRole('button', { name: 'Nicht mehr warten' })).to.exist;
  });

  it('stops waiting when asked: no "could not be loaded", nothing sent again, and Try again keeps to Retry-After', async function () {
    this.timeout(20_000);
    const backend = await startBackend();
    const times: number[] = [];
    overrideHandlers(
      http.post('/api/get-data', () => {
        times.push(performance.now());
        return times.length < 3 ? queued(40, 20, '3') : undefined;
      }),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets', settle: false });
    const view = await viewOf();
    (await view.findByRole('button', { name: 'Stop waiting' })).click();
    const alert = await view.findByRole('alert');
    expect(alert.textContent).to.contain('The shop is very busy right now.').and.contain('You stopped waiting, so nothing was changed.');
    expect(shop.part('view').textContent).not.to.contain('could not be loaded');
    await new Promise((r) => setTimeout(r, 3_300));
    expect(times).to.have.length(1);
    // Try again before the wait the answer named: it waits the rest of it, then sends.
    view.getByRole('button', { name: 'Try again' }).click();
    await view.findByRole('heading', { name: 'Weekend ticket' }, { timeout: 12_000 });
    expect(times.length).to.equal(3);
    expect(times[2] - times[1]).to.be.at.least(2_950);
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it('keeps the button busy and the values typed while an add waits, then adds once with one Idempotency-Key', async function () {
    this.timeout(20_000);
    const backend = await startBackend();
    const keys: Array<string | null> = [];
    overrideHandlers(
      http.post('/api/add-product-to-cart', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? queued(3, 10, '2') : undefined;
      }),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/tickets/WEEKEND' });
    const dialog = await personalise('Ann Lee', 'ann@lee.ie');
    const add = dialog.getByRole('button', { name: 'Add to cart' });
    add.focus();
    add.click();
    const notice = (await dialog.findByText('The shop is very busy right now.')).closest('[role="status"]')!;
    expect(notice.textContent).to.contain('Your place in the queue: 3');
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    expect(add.hasAttribute('disabled')).to.equal(false);
    expect((shop.overlay().getRootNode() as ShadowRoot).activeElement).to.equal(add);
    expect((dialog.getByLabelText(/^Full name/) as HTMLInputElement).value).to.equal('Ann Lee');
    // A second click while it waits sends nothing.
    add.click();
    await within(shop.overlay()).findByText('Item added to cart.', {}, { timeout: 6_000 });
    expect(keys).to.have.length(2);
    expect(keys[1]).to.equal(keys[0]);
    const code = localStorage.getItem('cart')!;
    expect(backend.db.state.carts[code].products).to.have.length(1);

    // A second shopper action, the same ticket for another holder: a key of its own.
    const again = await personalise('Bo Lee', 'bo@lee.ie');
    again.getByRole('button', { name: 'Add to cart' }).click();
    await waitFor(() => expect(backend.db.state.carts[code].products).to.have.length(2));
    expect(keys).to.have.length(3);
    expect(keys[2])
      .to.match(/^[0-9a-f-]{36}$/)
      .and.not.equal(keys[0]);
  });

  it('stopping a waiting write keeps what was typed and leaves the cart alone', async function () {
    this.timeout(20_000);
    const backend = await startBackend();
    const code = seedCart(backend, [{ code: 'TEE-2027' }]);
    let sent = 0;
    overrideHandlers(http.post('/api/add-product-to-cart', () => (sent++, queued(900, 600, '20'))));
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/tickets/WEEKEND' });
    const dialog = await personalise('Ann Lee', 'ann@lee.ie');
    dialog.getByRole('button', { name: 'Add to cart' }).click();
    (await dialog.findByRole('button', { name: 'Stop waiting' })).click();
    await within(shop.overlay()).findAllByText('You stopped waiting, so nothing was changed. Try again when you are ready.');
    expect((dialog.getByLabelText(/^Full name/) as HTMLInputElement).value).to.equal('Ann Lee');
    expect((dialog.getByLabelText(/^Email/) as HTMLInputElement).value).to.equal('ann@lee.ie');
    expect(dialog.getByRole('button', { name: 'Add to cart' }).getAttribute('aria-disabled')).to.equal(null);
    expect(localStorage.getItem('cart')).to.equal(code);
    expect(backend.db.state.carts[code].merchandise).to.have.length(1);
    expect(sent).to.equal(1);
  });

  it("waits through Cloudflare Waiting Room's JSON answer, shown as the expected wait", async function () {
    this.timeout(20_000);
    await startBackend();
    const accepts: Array<string | null> = [];
    const room = {
      cfWaitingRoom: { inWaitingRoom: true, waitTimeKnown: true, waitTime: 4, queueIsFull: false, refreshIntervalSeconds: 2 },
    };
    overrideHandlers(
      http.post(
        '/api/get-data',
        ({ request }) => (accepts.push(request.headers.get('accept')), accepts.length < 2 ? HttpResponse.json(room) : undefined),
      ),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets', settle: false });
    const view = await viewOf();
    const notice = (await view.findByText('The shop is very busy right now.')).closest('[role="status"]')!;
    expect(notice.textContent).to.contain('Expected wait: about 4 minutes').and.not.contain('place in the queue');
    await view.findByRole('heading', { name: 'Weekend ticket' }, { timeout: 6_000 });
    expect(accepts).to.deep.equal(['application/json', 'application/json']);
  });

  it('speaks Queue-it with config queueIt: the page on every call, the browser sent to the queue, the cart there on return', async function () {
    this.timeout(20_000);
    const backend = await startBackend();
    const code = seedCart(backend, [{ code: 'TEE-2027' }]);
    const pageUrls: Array<string | null> = [];
    const here = location.href.split('#')[0];
    // The queue's page is this page under another hash here, so the test page stays.
    const queuePage = `${here}#queue-it-test`;
    let redirected = 0;
    overrideHandlers(
      http.post('/api/get-data', ({ request }) => {
        pageUrls.push(request.headers.get('x-queueit-ajaxpageurl'));
        return redirected++ === 0
          ? new HttpResponse(null, { headers: { 'x-queueit-redirect': encodeURIComponent(queuePage) } })
          : undefined;
      }),
    );
    shop = await mountShop({ config: { ...exampleConfig(), queueIt: true }, parts: ['view', 'cart'], hash: '#/tickets', settle: false });
    await waitFor(() => expect(location.hash).to.equal('#queue-it-test'));
    expect(pageUrls[0]).to.equal(encodeURIComponent(`${here}#/tickets`));
    // Leaving for the queue's page keeps the page's storage (the test's cleanup would clear it).
    const kept = localStorage.getItem('cart');
    expect(kept).to.equal(code);
    shop.cleanup();
    localStorage.setItem('cart', kept!);
    // Back from the queue: the page loads again, the shop mounts and restores the cart as on any reload.
    shop = await mountShop({ config: { ...exampleConfig(), queueIt: true }, parts: ['view', 'cart'], hash: '#/tickets' });
    await within(shop.part('view')).findByRole('heading', { name: 'Weekend ticket' });
    expect(localStorage.getItem('cart')).to.equal(code);
    await waitFor(() => expect(shop!.part('cart').querySelectorAll('tbody tr')).to.have.length(1));
    expect(pageUrls).to.have.length(2);
  });

  it('tells honestly when the cart hold ends while the shop waits in a queue', async function () {
    this.timeout(20_000);
    const backend = await startBackend();
    seedCart(backend, [{ code: 'TEE-2027' }], { expiresInMs: 2_500 });
    let cartCalls = 0;
    overrideHandlers(http.post('/api/get-cart', () => (cartCalls++ === 0 ? undefined : queued(50, 120, '30'))));
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart'], hash: '#/tickets' });
    await within(shop.part('cart')).findByRole('timer');
    await within(shop.overlay()).findByText(
      'The time your cart was held ran out while you waited. The shop checks with the server whether your items are still yours as soon as it can.',
      {},
      { timeout: 6_000 },
    );
  });
});
