import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { mount, unmount } from '../src/mount/mount';
import { notify } from '../src/ui/toast';
import { callsOf, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { SHIPPED } from './helpers/languages';
import { mountShop, type MountedShop } from './helpers/shop';

/** Placeholders as a host page has them, outside any helper that waits. */
function placeholders(parts: string[]): { els: HTMLElement[]; remove(): void } {
  const host = document.createElement('div');
  const els = parts.map((part) => {
    const el = document.createElement('div');
    el.dataset.eventShop = part;
    host.append(el);
    return el;
  });
  document.body.append(host);
  return { els, remove: () => host.remove() };
}

const rendered = (el: HTMLElement) => el.shadowRoot?.querySelector('.es-root') ?? null;

/** Run `fn` with a global replaced by `replacement`, then put the original back. */
function withGlobal<K extends keyof typeof globalThis>(
  target: typeof globalThis,
  key: K,
  replacement: (typeof globalThis)[K],
  fn: () => void,
): void {
  const original = target[key];
  target[key] = replacement;
  try {
    fn();
  } finally {
    target[key] = original;
  }
}

describe('start-up does not block the host page', () => {
  let shop: MountedShop | null = null;
  let page: { remove(): void } | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    unmount();
    page?.remove();
    page = null;
    localStorage.clear();
  });

  it('mount() constructs no Intl.DateTimeFormat or Intl.NumberFormat (the first one of a page costs tens of ms)', async () => {
    await startBackend();
    page = placeholders(['nav', 'view']);
    const made: string[] = [];
    const spy = <T extends object>(name: string, ctor: T): T =>
      new Proxy(ctor, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
        apply(target, self, args) {
          made.push(name);
          return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
        },
      });
    const { DateTimeFormat, NumberFormat } = Intl;
    Intl.DateTimeFormat = spy('DateTimeFormat', DateTimeFormat);
    Intl.NumberFormat = spy('NumberFormat', NumberFormat);
    try {
      mount({ config: exampleConfig() });
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
    expect(made).to.deep.equal([]);
  });

  it('mount() returns before any part is rendered; the parts appear afterwards', async () => {
    await startBackend();
    page = placeholders(['nav', 'view', 'footer']);
    const { els } = page as ReturnType<typeof placeholders>;
    mount({ config: exampleConfig() });
    for (const el of els) {
      expect(el.shadowRoot, `${el.dataset.eventShop}: shadow root attached by mount()`).to.exist;
      expect(el.shadowRoot!.adoptedStyleSheets.length, `${el.dataset.eventShop}: styles adopted by mount()`).to.be.above(0);
      // Compared as booleans: chai would serialise a whole rendered tree into the failure.
      expect(rendered(el) === null, `${el.dataset.eventShop}: not rendered yet`).to.equal(true);
    }
    await waitFor(() => {
      for (const el of els) expect(rendered(el) !== null, el.dataset.eventShop).to.equal(true);
    });
    expect(els[0].shadowRoot!.textContent).to.contain('Tickets');
  });

  it('unmount() right after mount() leaves the placeholders empty and no timer or listener running', async () => {
    const backend = await startBackend();
    page = placeholders(['nav', 'view', 'cart']);
    const { els } = page as ReturnType<typeof placeholders>;
    let unmounted = false;
    let firedAfter = 0;
    const late = (what: string) => () => {
      if (unmounted) firedAfter += 1;
      return what;
    };
    const added: string[] = [];
    const removed: string[] = [];
    // The mount's data calls, aborted by unmount, listen to its signal: an aborted signal never fires again.
    const aborted = (target: EventTarget) => target instanceof AbortSignal && target.aborted;
    const onAborted: EventTarget[] = [];
    const { setTimeout: setT, requestAnimationFrame: raf, requestIdleCallback: ric } = window;
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (this instanceof AbortSignal) onAborted.push(this);
      else added.push(type);
      return (add as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof add;
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (!(this instanceof AbortSignal)) removed.push(type);
      return (remove as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof remove;
    // Every callback scheduled while mounting and unmounting notes whether it ran after unmount.
    withGlobal(
      window,
      'setTimeout',
      ((fn: TimerHandler, ms?: number, ...a: unknown[]) => {
        const note = late('timeout');
        return setT(() => (note(), typeof fn === 'function' ? (fn as (...x: unknown[]) => void)(...a) : undefined), ms);
      }) as typeof window.setTimeout,
      () =>
        withGlobal(
          window,
          'requestAnimationFrame',
          ((fn: FrameRequestCallback) => raf((t) => (late('frame')(), fn(t)))) as typeof raf,
          () =>
            // Safari has no requestIdleCallback: there the shop's setTimeout fallback runs (wrapped above).
            withGlobal(
              window,
              'requestIdleCallback',
              (ric ? (fn: IdleRequestCallback, o?: IdleRequestOptions) => ric((d) => (late('idle')(), fn(d)), o) : ric) as typeof ric,
              () => {
                try {
                  mount({ config: exampleConfig() });
                  unmount();
                } finally {
                  EventTarget.prototype.addEventListener = add;
                  EventTarget.prototype.removeEventListener = remove;
                }
              },
            ),
        ),
    );
    unmounted = true;
    await new Promise((r) => setTimeout(r, 300));
    expect(firedAfter, 'callbacks of the mount that ran after unmount').to.equal(0);
    for (const el of els) {
      expect(el.shadowRoot?.childNodes.length ?? 0, el.dataset.eventShop).to.equal(0);
      expect(el.shadowRoot?.adoptedStyleSheets.length ?? 0).to.equal(0);
    }
    expect(document.querySelector('[data-event-shop-overlay]')).to.equal(null);
    const count = (list: string[], type: string) => list.filter((t) => t === type).length;
    for (const type of new Set(added)) expect(count(removed, type), `${type} listeners removed`).to.be.at.least(count(added, type));
    expect(onAborted.every(aborted), 'every signal listened to was aborted').to.equal(true);
    // Asked for at mount, and cancelled by the unmount before its request went out.
    expect(callsOf(backend, 'get-data'), 'no /get-data reached the API').to.have.length(0);
  });

  it('warns later, when idle, of a time zone that has the right shape but that the browser does not know', async () => {
    await startBackend();
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      shop = await mountShop({ config: { ...exampleConfig(), timezone: 'Europe/Atlantis' }, parts: ['nav'] });
      await waitFor(() => expect(warnings.filter((w) => w.includes('[event-shop]'))).to.have.length(1), { timeout: 12_000 });
    } finally {
      console.warn = original;
    }
    expect(warnings.find((w) => w.includes('[event-shop]'))).to.contain('timezone: "Europe/Atlantis"');
    expect(shop.part('nav').textContent, 'the shop runs on the browser zone').to.contain('Tickets');
  });

  it('a second mount() while the first is scheduled does nothing', async () => {
    const backend = await startBackend();
    page = placeholders(['nav']);
    mount({ config: exampleConfig() });
    mount({ config: exampleConfig() });
    await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(document.querySelectorAll('[data-event-shop-overlay]')).to.have.length(1);
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it('the toaster never reads computed style of the host <html> (a forced style recalculation per render)', async () => {
    await startBackend();
    const reads: Element[] = [];
    const original = window.getComputedStyle;
    window.getComputedStyle = function (this: Window, el: Element, pseudo?: string | null) {
      reads.push(el);
      return original.call(this, el, pseudo);
    } as typeof original;
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      notify.success('Added to your cart.');
      await waitFor(() => expect(shop!.overlay().querySelector('[data-sonner-toast][data-mounted="true"]')).to.exist);
    } finally {
      window.getComputedStyle = original;
    }
    expect(reads.filter((el) => el === document.documentElement)).to.have.length(0);
    expect(shop.overlay().querySelector('[data-sonner-toaster]')?.getAttribute('dir')).to.equal('ltr');
  });

  it("gives the toaster the shop's direction: its language's, or the host's <html dir>", async () => {
    const toasterDir = async (config: ReturnType<typeof exampleConfig>) => {
      await startBackend();
      shop = await mountShop({ config, parts: ['view'] });
      notify.info('Saved.');
      await waitFor(() => expect(shop!.overlay().querySelector('[data-sonner-toaster]')).to.exist);
      const dir = shop.overlay().querySelector('[data-sonner-toaster]')!.getAttribute('dir');
      shop.cleanup();
      shop = null;
      return dir;
    };
    expect(await toasterDir({ ...exampleConfig(), locale: 'ar-EG', texts: SHIPPED.ar }), 'Arabic').to.equal('rtl');
    // The English texts with an Arabic locale (its numbers and dates) are still English, left to right.
    expect(await toasterDir({ ...exampleConfig(), locale: 'ar-EG' }), 'English with Arabic numbers').to.equal('ltr');
    expect(await toasterDir({ ...exampleConfig(), locale: 'en-IE' }), 'English').to.equal('ltr');
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      expect(await toasterDir({ ...exampleConfig(), locale: 'en-IE' }), 'English on an rtl host page').to.equal('rtl');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it("sends /get-data and a stored cart's /get-cart before any part is rendered, then renders one part a task in page order", async () => {
    const backend = await startBackend();
    localStorage.setItem('cart', 'STORED01');
    page = placeholders(['header', 'nav', 'view', 'footer']);
    const { els } = page as ReturnType<typeof placeholders>;
    const count = () => els.filter((el) => rendered(el) !== null).length;
    const sent: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      sent.push(`${url.slice(url.lastIndexOf('/'))} with ${count()} parts rendered`);
      return realFetch(input, init);
    };
    // What each task that changed the parts left rendered (a mutation observer's callback runs at its end).
    const steps: number[] = [];
    const observer = new MutationObserver(() => steps.at(-1) !== count() && steps.push(count()));
    try {
      mount({ config: exampleConfig() });
      for (const el of els) observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      await waitFor(() => expect(count()).to.equal(4));
      await waitFor(() => expect(callsOf(backend, 'get-cart')).to.have.length(1));
    } finally {
      window.fetch = realFetch;
      observer.disconnect();
    }
    expect(sent.slice(0, 2)).to.deep.equal(['/get-data with 0 parts rendered', '/get-cart with 0 parts rendered']);
    expect(steps, 'one part a task, in page order').to.deep.equal([1, 2, 3, 4]);
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it('keeps the view at least the window tall from mount() on, unless the host sets --event-shop-min-height', async () => {
    await startBackend();
    page = placeholders(['view']);
    const [view] = (page as ReturnType<typeof placeholders>).els;
    mount({ config: exampleConfig() });
    // Before the first render: the host's content below is placed once, where it stays.
    expect(view.getBoundingClientRect().height).to.equal(window.innerHeight);
    view.style.setProperty('--event-shop-min-height', '120px');
    expect(view.getBoundingClientRect().height).to.equal(120);
  });
});
