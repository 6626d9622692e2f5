import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { delay, http, HttpResponse } from 'msw';
import { callsOf, overrideHandlers, startBackend } from '../../test/helpers/backend';
import { seedCart } from '../../test/helpers/cart';
import { notify } from '../ui/toast';
import { resendTickets } from './account';
import { connectCart } from './cart/connection';
import { loadCart } from './cart/queue';
import { cartState, countdown } from './cart/state';
import { pageState } from './page';
import { configureApi, endMount, pendingCalls, perMount } from './runtime';
import { loadShopItem } from './shop-data';

/** The API of a mount, set up directly: no placeholder, no render (stores/runtime). */
const startRuntime = () => configureApi({ baseUrl: '/api', getToken: () => null, onUnauthorized: () => undefined, timeoutMs: null });

/**
 * What the stores do meanwhile that a shopper or a site owner would see or that would keep running:
 * each fetch's signal, console warnings and errors, toasts, intervals.
 */
function watch() {
  const seen = { signals: [] as AbortSignal[], said: [] as string[], intervals: new Set<number>() };
  const real = { fetch: window.fetch, warn: console.warn, error: console.error, notify: { ...notify } };
  const { setInterval: startInterval, clearInterval: endInterval } = window;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.signals.push(input instanceof Request ? input.signal : init!.signal!);
    return real.fetch.call(window, input, init);
  };
  console.warn = console.error = (...args: unknown[]) => void seen.said.push(`console: ${args.map(String).join(' ')}`);
  notify.error = notify.info = notify.success = (message: string) => (seen.said.push(`toast: ${message}`), 0);
  window.setInterval = ((handler: TimerHandler, ms?: number) => {
    const id = startInterval(handler, ms);
    seen.intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) seen.intervals.delete(id);
    endInterval(id);
  }) as typeof window.clearInterval;
  const restore = () => {
    Object.assign(window, { fetch: real.fetch, setInterval: startInterval, clearInterval: endInterval });
    Object.assign(console, { warn: real.warn, error: real.error });
    Object.assign(notify, real.notify);
  };
  return { seen, restore };
}

describe('the runtime of a mount (stores/runtime)', () => {
  let watching: ReturnType<typeof watch> | null = null;
  afterEach(() => {
    watching?.restore();
    watching = null;
    endMount();
    localStorage.clear();
  });

  it('gives each mount its own state, made afresh; work of an ended mount keeps the state it started with', () => {
    const state = perMount(() => ({ count: 0 }));
    const first = state();
    first.count += 2;
    expect(state().count).to.equal(2);
    endMount();
    expect(state().count, 'the next mount starts afresh').to.equal(0);
    first.count += 1;
    expect(state().count, 'the ended mount writes only its own').to.equal(0);
  });

  it('runs a store without mounting: the cart loads, and unmount cancels its calls and leaves the store empty', async () => {
    const backend = await startBackend();
    const code = seedCart(backend, [{ code: 'BOTTLE' }]);
    startRuntime();
    watching = watch();
    const { seen } = watching;
    const disconnect = connectCart();
    await waitFor(() => expect(cartState.cart?.code).to.equal(code));
    expect(countdown.seconds, 'the countdown runs').to.be.above(0);
    expect(seen.intervals.size, 'its interval').to.equal(1);

    // A reload still on its way when the mount ends.
    let answered = 0;
    overrideHandlers(
      http.post('/api/get-cart', async () => (await delay(400), (answered += 1), HttpResponse.json({}, { status: 404 })), { once: true }),
    );
    const reload = loadCart();
    await waitFor(() => expect(seen.signals).to.have.length(2));
    expect(pendingCalls()).to.equal(1);
    endMount();
    disconnect();
    await reload;
    expect(answered, 'the handler had not answered: the call was cancelled, not ignored').to.equal(0);
    expect(seen.signals.map((s) => s.aborted)).to.deep.equal([false, true]);
    expect(pendingCalls()).to.equal(0);
    expect(cartState.cart).to.equal(null);
    expect(countdown.seconds).to.equal(0);
    expect(seen.intervals.size, 'intervals left').to.equal(0);
    // The answer arrives, another tab speaks: nobody listens any more.
    const otherTab = new BroadcastChannel('event-shop-cart');
    otherTab.postMessage(code);
    otherTab.close();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: 'OTHER', storageArea: localStorage }));
    await new Promise((r) => setTimeout(r, 600));
    expect(cartState.cart).to.equal(null);
    expect(callsOf(backend, 'get-cart'), 'no load after unmount').to.have.length(1);
    expect(seen.said, 'nothing said').to.deep.equal([]);

    // The next mount starts afresh: its load runs and the cart is back.
    startRuntime();
    await loadCart(code);
    expect(cartState.cart?.code).to.equal(code);
    expect(callsOf(backend, 'get-cart')).to.have.length(2);
  });

  it('a change or a load cancelled by unmount is shown nowhere and logged nowhere', async () => {
    await startBackend();
    startRuntime();
    watching = watch();
    overrideHandlers(
      http.post('/api/email-tickets', async () => (await delay(400), HttpResponse.json({ message: 'No.' }, { status: 422 }))),
      http.post('/api/get-shop-item', async () => (await delay(400), HttpResponse.json({ message: 'No.' }, { status: 500 }))),
    );
    const change = resendTickets('someone@example.ie');
    const load = loadShopItem('BOTTLE');
    await waitFor(() => expect(watching!.seen.signals).to.have.length(2));
    endMount();
    const result = await change;
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.error.message).to.contain('after the shop was unmounted');
    expect(await load).to.equal(null);
    expect(watching.seen.signals.every((s) => s.aborted)).to.equal(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(pageState.formError).to.equal(null);
    expect(watching.seen.said).to.deep.equal([]);
  });
});
