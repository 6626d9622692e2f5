import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { delay, http, HttpResponse } from 'msw';
import { mount, unmount } from '../src/mount/mount';
import { cartState } from '../src/stores/cart/state';
import { pendingCalls } from '../src/stores/runtime';
import { shopData } from '../src/stores/shop-data';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig, minimalConfig } from './helpers/config';
import { currentRoute, mountShop, type MountedShop } from './helpers/shop';
import { PARTS } from '../src/app/parts';

describe('mount (docs/embed-contract.md §2)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    delete (window as Window & { EventShopConfig?: unknown }).EventShopConfig;
    document.getElementById('event-shop-config')?.remove();
  });

  it('renders every placeholder kind, in its own open shadow root, from one /get-data call', async () => {
    const backend = await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: [...PARTS] });
    for (const el of shop.placeholders) expect(el.shadowRoot, el.dataset.eventShop).to.exist;
    expect(shop.part('header').querySelector('header')).to.exist;
    expect(shop.part('nav').querySelector('nav')).to.exist;
    expect(shop.part('view').textContent).to.contain('Buy tickets');
    expect(shop.part('footer').textContent).to.contain('Useful Links');
    expect(shop.part('side').textContent).to.contain('Back to the website');
    expect(shop.part('app').querySelector('.es-layout')).to.exist;
    await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it('reads the config from the JSON script when no window config is set', async () => {
    await startBackend();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'event-shop-config';
    script.textContent = JSON.stringify({ ...minimalConfig(), texts: { ticketsHeading: 'Passes' } });
    document.body.append(script);
    shop = await mountShop({ parts: ['nav'] });
    expect(shop.part('nav').textContent).to.contain('Tickets');
  });

  it('prefers window.EventShopConfig over the JSON script', async () => {
    await startBackend();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'event-shop-config';
    script.textContent = '{ "currency": 12 }';
    document.body.append(script);
    (window as Window & { EventShopConfig?: unknown }).EventShopConfig = { ...minimalConfig(), merchandiseActive: false };
    shop = await mountShop({ parts: ['nav'] });
    expect(shop.part('nav').textContent).not.to.contain('Merchandise');
  });

  it('takes window.EventShopConfig only when it is a plain object: an element with id="EventShopConfig" leaves the JSON script in charge', async () => {
    await startBackend();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'event-shop-config';
    script.textContent = JSON.stringify({ ...minimalConfig(), merchandiseActive: false });
    // Browsers expose an element's id as a global: window.EventShopConfig is this div.
    const named = document.createElement('div');
    named.id = 'EventShopConfig';
    document.body.append(script, named);
    try {
      expect((window as Window & { EventShopConfig?: unknown }).EventShopConfig, 'the premise').to.equal(named);
      shop = await mountShop({ parts: ['nav'] });
      expect(shop.part('nav').textContent).to.contain('Tickets').and.not.to.contain('Merchandise');
    } finally {
      named.remove();
    }
  });

  it('names each bad key once in the console and shows a readable error in every placeholder', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      shop = await mountShop({
        config: { currency: 'EURO', timezone: 'Mars/Olympus', countries: {}, shopActive: 'maybe' } as never,
        parts: ['nav', 'view'],
        settle: false,
      });
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    const named = errors[0]
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\s*- /, '').split(':')[0]);
    expect(named).to.have.members(['currency', 'timezone', 'countries', 'shopActive']);
    expect(named).to.have.length(4);
    // One box, in the view's placeholder; the nav stays empty.
    const [nav, view] = shop.placeholders;
    expect(view.shadowRoot?.querySelector('[role="alert"]')?.textContent).to.equal(
      'The shop could not start because its configuration is incomplete.',
    );
    expect(nav.shadowRoot?.childElementCount).to.equal(0);
  });

  // An engine below the floor (README "Browser support") gets a readable message, not a blank page.
  for (const [lacking, stub] of [
    [
      'container queries',
      () => {
        const original = CSS.supports.bind(CSS) as (property: string, value?: string) => boolean;
        CSS.supports = ((property: string, value?: string) =>
          property === 'container-type'
            ? false
            : value === undefined
              ? original(property)
              : original(property, value)) as typeof CSS.supports;
        return () => void (CSS.supports = original as typeof CSS.supports);
      },
    ],
    [
      'stylesheets adopted by shadow roots',
      () => {
        const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
        delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
        return () => Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor);
      },
    ],
  ] as const) {
    it(`an engine without ${lacking} reads, in the view, that the shop needs a newer browser (in the config's language)`, async () => {
      await startBackend();
      const restore = stub();
      try {
        const texts = { 'browser.unsupported': 'Der Shop braucht einen neueren Browser.' };
        shop = await mountShop({ config: { ...exampleConfig(), texts }, parts: ['nav', 'view'], settle: false });
        const [nav, view] = shop.placeholders;
        expect(view.textContent).to.equal('Der Shop braucht einen neueren Browser.');
        expect(nav.textContent).to.equal('');
        // Nothing of the shop was started: no overlay, and the next mount starts afresh.
        expect(document.querySelector('[data-event-shop-overlay]')).to.equal(null);
      } finally {
        restore();
      }
    });
  }

  it('reports a missing config and a JSON script that does not parse', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      shop = await mountShop({ parts: ['view'], settle: false });
      expect(errors[0]).to.contain('config: is missing');
      shop.cleanup();
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'event-shop-config';
      // WordPress's classic editor makes a blank line inside the JSON a paragraph break.
      script.textContent = '{\n  "currency": "EUR",\n</p>\n<p>  "timezone": "Europe/Dublin"\n}';
      document.body.append(script);
      shop = await mountShop({ parts: ['view'], settle: false });
      expect(errors[1]).to.contain('event-shop-config: is not valid JSON at line 3');
      // The view says so too, in words a site owner can act on: not "incomplete".
      const box = shop.placeholders[0].shadowRoot!.querySelector('[role="alert"]')!;
      expect(box.textContent).to.equal('The shop could not start because its configuration is not valid JSON (see line 3).');
      script.remove();
    } finally {
      console.error = original;
    }
  });

  it('does nothing on a second mount', async () => {
    const backend = await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['nav'] });
    const before = shop.part('nav');
    mount({ config: exampleConfig() });
    expect(shop.part('nav') === before, 'the same nav node').to.equal(true);
    expect(document.querySelectorAll('[data-event-shop-overlay]')).to.have.length(1);
    await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it('unmount leaves nothing behind: nodes, overlay, styles, listeners, globals', async () => {
    await startBackend();
    const globalsBefore = new Set(Object.keys(window));
    const headBefore = document.head.innerHTML;
    const added: string[] = [];
    const removed: string[] = [];
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      added.push(type);
      return (add as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      removed.push(type);
      return (remove as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.removeEventListener;
    try {
      shop = await mountShop({ config: exampleConfig(), parts: [...PARTS] });
      unmount();
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
    expect(document.querySelector('[data-event-shop-overlay]')).to.equal(null);
    for (const el of shop.placeholders) {
      expect(el.shadowRoot?.childNodes.length, el.dataset.eventShop).to.equal(0);
      expect(el.shadowRoot?.adoptedStyleSheets.length).to.equal(0);
      expect(el.getAttribute('style')).to.equal(null);
    }
    expect(document.head.innerHTML).to.equal(headBefore);
    const count = (list: string[], type: string) => list.filter((t) => t === type).length;
    for (const type of new Set(added)) expect(count(removed, type), `${type} listeners removed`).to.be.at.least(count(added, type));
    // The two spies above are the test's own.
    const leaked = Object.keys(window).filter((k) => !globalsBefore.has(k) && k !== 'addEventListener' && k !== 'removeEventListener');
    expect(leaked).to.deep.equal([]);
  });

  it('mounted and unmounted 100 times with a live cart and structured data: no interval, channel, listener or node is left', async function () {
    this.timeout(120_000);
    const backend = await startBackend();
    const bodyBefore = document.body.childNodes.length;
    const host = document.createElement('div');
    let listenersAfterFirst = 0;
    const real = {
      setInterval: window.setInterval,
      clearInterval: window.clearInterval,
      add: window.addEventListener,
      remove: window.removeEventListener,
      Channel: window.BroadcastChannel,
      close: window.BroadcastChannel.prototype.close,
    };
    // Running fetches, each with the signal it was sent with (ky sends a Request, which carries it).
    const live = {
      intervals: new Set<number>(),
      listeners: 0,
      channels: new Set<BroadcastChannel>(),
      fetches: new Set<{ signal?: AbortSignal | null }>(),
    };
    const fetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const running = { signal: args[0] instanceof Request ? args[0].signal : args[1]?.signal };
      live.fetches.add(running);
      return fetch.apply(window, args).finally(() => live.fetches.delete(running));
    };
    const startInterval = real.setInterval.bind(window) as unknown as (handler: TimerHandler, ms?: number, ...rest: unknown[]) => number;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = startInterval(handler, ms, ...rest);
      live.intervals.add(id);
      return id;
    }) as unknown as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.intervals.delete(id);
      real.clearInterval.call(window, id);
    }) as typeof window.clearInterval;
    window.addEventListener = function (this: Window, ...args: unknown[]) {
      live.listeners += 1;
      return (real.add as (...a: unknown[]) => void).apply(this, args);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, ...args: unknown[]) {
      live.listeners -= 1;
      return (real.remove as (...a: unknown[]) => void).apply(this, args);
    } as typeof window.removeEventListener;
    window.BroadcastChannel = class extends real.Channel {
      constructor(name: string) {
        super(name);
        live.channels.add(this);
      }
    };
    real.Channel.prototype.close = function (this: BroadcastChannel) {
      live.channels.delete(this);
      real.close.call(this);
    };
    try {
      // The same placeholders each round, mounted and unmounted by the public API (WebKit allows a page
      // 100 history changes in 10 s, which the test helpers' per-mount set-up would use up).
      for (const part of ['view', 'cart', 'header']) {
        const el = document.createElement('div');
        el.dataset.eventShop = part;
        host.append(el);
      }
      document.body.append(host);
      // The tickets listing, whose JSON-LD script (config `structuredData`) sits in the view placeholder's light DOM.
      window.history.replaceState(null, '', '#/tickets');
      const cart = () => host.querySelector('[data-event-shop="cart"]')?.shadowRoot?.querySelector('[role="timer"]');
      const jsonLd = () => host.querySelectorAll('script');
      for (let round = 0; round < 100; round += 1) {
        // A cart of its own each round: a fresh code in storage, as a returning shopper has.
        seedCart(backend, [{ code: 'BOTTLE' }]);
        mount({ config: { ...exampleConfig(), structuredData: true } });
        // The cart is shown: its countdown ticks and its channel listens.
        await waitFor(() => expect(cart(), `round ${round}`).to.exist);
        await waitFor(() => expect(jsonLd(), `JSON-LD in round ${round}`).to.have.length(1));
        unmount();
        expect(jsonLd(), `JSON-LD left after round ${round}`).to.have.length(0);
        expect(document.querySelector('[data-event-shop-overlay]'), `overlay left after round ${round}`).to.equal(null);
        expect(pendingCalls(), `calls pending after round ${round}`).to.equal(0);
        // A call still running at unmount (the /get-data beside the cart's) is cancelled, not left to finish:
        // its signal is aborted at once; the engine settles the fetch in its own time (WebKit a task or more later).
        const uncancelled = [...live.fetches].filter((running) => !running.signal?.aborted);
        expect(uncancelled.length, `fetches running and not cancelled after round ${round}`).to.equal(0);
        expect(live.intervals.size, `intervals left after round ${round}`).to.equal(0);
        expect(live.channels.size, `channels left after round ${round}`).to.equal(0);
        // Window listeners: none more after the last round than after the first (one-off listeners of the
        // page's own libraries stay; the shop's must not pile up mount after mount).
        if (round === 0) listenersAfterFirst = live.listeners;
      }
    } finally {
      Object.assign(window, { setInterval: real.setInterval, clearInterval: real.clearInterval, BroadcastChannel: real.Channel, fetch });
      window.addEventListener = real.add;
      window.removeEventListener = real.remove;
      real.Channel.prototype.close = real.close;
      host.remove();
      localStorage.clear();
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    // One more is allowed: the router's hashchange listener (stores/location) is let go when its last
    // subscriber leaves, which a round's timing can put after the count (1 of 3 runs). A leak per mount
    // would leave 99 more.
    await waitFor(() => expect(live.fetches.size, 'cancelled fetches settled').to.equal(0));
    expect(live.listeners, 'window listeners left over 99 more mounts').to.be.at.most(listenersAfterFirst + 1);
    expect(document.querySelector('[data-event-shop-overlay]'), 'the overlay').to.equal(null);
    expect(document.body.childNodes.length, 'nodes in <body>').to.be.at.most(bodyBefore);
  });

  it('unmount with a live cart clears every interval, closes every BroadcastChannel, and nothing fires afterwards', async function () {
    this.timeout(10_000);
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    const setIntervalBefore = window.setInterval;
    const clearIntervalBefore = window.clearInterval;
    const ChannelBefore = window.BroadcastChannel;
    const closeBefore = ChannelBefore.prototype.close;
    const intervals = new Set<number>();
    const cleared = new Set<number>();
    const channels: BroadcastChannel[] = [];
    const closed = new Set<BroadcastChannel>();
    let unmounted = false;
    let firedAfter = 0;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const run = typeof handler === 'function' ? handler : () => undefined;
      const id = setIntervalBefore(
        (...a: unknown[]) => {
          if (unmounted) firedAfter += 1;
          (run as (...a: unknown[]) => void)(...a);
        },
        ms,
        ...args,
      );
      intervals.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) cleared.add(id);
      clearIntervalBefore(id);
    }) as typeof window.clearInterval;
    window.BroadcastChannel = class extends ChannelBefore {
      constructor(name: string) {
        super(name);
        channels.push(this);
      }
    };
    ChannelBefore.prototype.close = function (this: BroadcastChannel) {
      closed.add(this);
      closeBefore.call(this);
    };
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart', 'header'] });
      // The cart is shown: its countdown ticks and its channel listens.
      await waitFor(() => expect(shop!.part('cart').querySelector('[role="timer"]')).to.exist);
      expect(intervals.size, 'the countdown interval').to.be.at.least(1);
      expect(channels, 'the cart channel').to.have.length(1);
      unmount();
      unmounted = true;
      const loadsAtUnmount = callsOf(backend, 'get-cart').length;
      for (const id of intervals) expect(cleared.has(id), `interval ${id} cleared`).to.equal(true);
      for (const channel of channels) expect(closed.has(channel), `channel ${channel.name} closed`).to.equal(true);
      // Another tab speaks after unmount: nobody listens any more.
      const otherTab = new ChannelBefore('event-shop-cart');
      otherTab.postMessage(localStorage.getItem('cart'));
      otherTab.close();
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: 'OTHER', storageArea: localStorage }));
      await new Promise((r) => setTimeout(r, 1200));
      expect(firedAfter, 'interval callbacks after unmount').to.equal(0);
      expect(callsOf(backend, 'get-cart').length, '/get-cart after unmount').to.equal(loadsAtUnmount);
    } finally {
      window.setInterval = setIntervalBefore;
      window.clearInterval = clearIntervalBefore;
      window.BroadcastChannel = ChannelBefore;
      ChannelBefore.prototype.close = closeBefore;
    }
  });

  it('unmount cancels the calls in flight: none keeps running, none is answered into the stores, nothing is said', async () => {
    const backend = await startBackend();
    const code = seedCart(backend, [{ code: 'BOTTLE' }]);
    // Answers that would change the page: a failed load, a cart that is gone (which clears its stored code).
    overrideHandlers(
      http.post('/api/get-data', async () => (await delay(400), HttpResponse.json({ message: 'Down.' }, { status: 500 }))),
      http.post('/api/get-cart', async () => (await delay(400), HttpResponse.json({ message: 'Gone.' }, { status: 404 }))),
    );
    const signals: AbortSignal[] = [];
    const said: string[] = [];
    const real = { fetch: window.fetch, warn: console.warn, error: console.error };
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(input instanceof Request ? input.signal : init!.signal!);
      return real.fetch.call(window, input, init);
    };
    console.warn = console.error = (...args: unknown[]) => void said.push(args.map(String).join(' '));
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view', 'cart', 'header'], settle: false });
      await waitFor(() => expect(signals, '/get-data and /get-cart sent').to.have.length(2));
      expect(pendingCalls()).to.equal(2);
      unmount();
      expect(signals.map((s) => s.aborted)).to.deep.equal([true, true]);
      expect(pendingCalls()).to.equal(0);
      await new Promise((r) => setTimeout(r, 600));
      expect(shopData.status).to.equal('idle');
      expect(cartState.cart).to.equal(null);
      expect(localStorage.getItem('cart'), 'the stored cart is kept').to.equal(code);
      expect(document.querySelector('[data-event-shop-overlay]'), 'no toast').to.equal(null);
      expect(said).to.deep.equal([]);
    } finally {
      Object.assign(window, { fetch: real.fetch });
      Object.assign(console, { warn: real.warn, error: real.error });
    }
  });

  it('mounts again after unmount', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['nav'] });
    unmount();
    mount({ config: exampleConfig() });
    await waitFor(() => expect(shop!.part('nav').textContent).to.contain('Portal'));
  });

  it('ignores a host anchor such as #contact: no redirect, no re-render', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/faqs' });
    const heading = shop.part('view').querySelector('h1');
    expect(heading?.textContent).to.equal('FAQs');
    window.location.hash = '#contact';
    await new Promise((r) => setTimeout(r, 50));
    expect(window.location.hash).to.equal('#contact');
    expect(shop.part('view').querySelector('h1') === heading, 'the same heading node: no re-render').to.equal(true);
  });

  it('redirects an unknown #/ path to #/', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/no-such-page' });
    await waitFor(() => expect(currentRoute()).to.equal('/'));
  });

  it('keeps queries inside the hash and never writes location.search', async () => {
    await startBackend();
    const search = window.location.search;
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/faqs?x=1' });
    window.location.hash = '#/privacy-policy?from=%2Ffaqs';
    await waitFor(() => expect(shop!.part('view').querySelector('h1')?.textContent).to.equal('Privacy Policy'));
    expect(window.location.search).to.equal(search);
  });

  it('is not reached by hostile host CSS', async () => {
    await startBackend();
    const style = document.createElement('style');
    style.textContent = `
      * { color: rgb(255, 0, 0) !important; font-family: "Comic Sans MS" !important; line-height: 3 !important; letter-spacing: 4px !important; }
      button, a { all: unset !important; }
      nav, ul, li { display: none !important; }
      html { font-size: 40px; }
      div { padding: 50px !important; }
    `;
    document.head.append(style);
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['nav', 'view'] });
      const link = shop.part('nav').querySelector('a')!;
      const css = getComputedStyle(link);
      expect(css.display).not.to.equal('none');
      expect(getComputedStyle(shop.part('nav').querySelector('nav')!).display).to.equal('block');
      expect(css.color).not.to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(shop.part('nav')).letterSpacing).to.equal('normal');
      // The part takes the page's font (README "Theming"), and the host's `*` rule reaches no element inside.
      expect(getComputedStyle(shop.part('nav')).fontFamily).to.equal(getComputedStyle(shop.placeholders[0]).fontFamily);
      expect(getComputedStyle(link).fontFamily).to.equal(getComputedStyle(shop.part('nav')).fontFamily);
      expect(getComputedStyle(link).lineHeight).not.to.equal(getComputedStyle(shop.placeholders[0]).lineHeight);
      const button = shop.part('view').querySelector('a.es-btn')!;
      expect(getComputedStyle(button).minHeight).to.equal('44px');
      expect(getComputedStyle(button).fontSize).to.equal('15px');
    } finally {
      style.remove();
    }
  });
});
