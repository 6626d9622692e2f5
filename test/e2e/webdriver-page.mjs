// WebKit for the journeys: Debian's WebKitGTK MiniBrowser through
// WebKitWebDriver (test/runner/webkit.mjs), WebDriver classic only (no BiDi), which
// Puppeteer cannot drive. This gives the journeys the part of Puppeteer's
// page, element and context API they use (dom.mjs, run.mjs, the
// journeys), on WebDriver's protocol commands: scripts through executeScript
// (element references in and out), the pointer and keys through actions,
// windows through their handles. One driver holds one session (WebKitWebDriver
// allows no second), one session is one fresh browser: the context of a run.
//
// What WebDriver classic cannot do, and what stands in for it:
// - No script before the page's own (`evaluateOnNewDocument`): those scripts
//   run on demand, before the first script a run sends into each document.
// - No calls from the page into Node (`exposeFunction`), no page error or
//   console events: the page's stand-ins queue their calls, `error` events,
//   unhandled rejections and console.error calls in sessionStorage (so a
//   same-origin navigation keeps them), and every script a run sends hands the
//   queue over (the next `goto` and `flush` too). So a WebKit run does not see
//   what happens in a document before its first script from Node: an error or
//   CSP violation while the page's own scripts first run, or in a page the
//   journey only passes through. Nor a fetch answered with an error status,
//   which Chromium logs as a console error (a failed image, script or
//   stylesheet is seen).
// - No network-idle wait: `goto` waits for the load event; the journeys wait
//   for what they need. Screenshots hold the viewport only.
import { EventEmitter } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { remote } from 'webdriverio';
import { sizeWebKitViewport, startWebKitDriver, webkitCapabilities } from '../runner/webkit.mjs';
import { webdriverKey } from '../runner/wtr-commands.mjs';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const QUEUE = '__e2eWebDriverQueue';

/** Runs in the page once per document: queue errors, rejections and console.error calls (see above). */
function collector(queue) {
  const push = (event) => {
    try {
      sessionStorage.setItem(queue, JSON.stringify([...JSON.parse(sessionStorage.getItem(queue) || '[]'), event]));
    } catch {
      // No storage (an opaque origin): lost, as the comment above says of the rest.
    }
  };
  window.__e2eWebDriverPush = push;
  // Capturing: an image, script or stylesheet that failed to load fires `error` on its element, not bubbling.
  addEventListener(
    'error',
    (e) =>
      push(
        e.target instanceof Element
          ? { kind: 'console', text: `Failed to load ${e.target.src || e.target.href}`, url: location.href }
          : { kind: 'pageerror', text: e.error?.message ?? e.message },
      ),
    true,
  );
  addEventListener('unhandledrejection', (e) => push({ kind: 'pageerror', text: e.reason?.message ?? String(e.reason) }));
  const original = console.error;
  console.error = function error(...args) {
    push({ kind: 'console', text: args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '), url: location.href });
    return original.apply(this, args);
  };
}

/** The queue, emptied (runs in the page). */
function take(queue) {
  try {
    const events = JSON.parse(sessionStorage.getItem(queue) || '[]');
    sessionStorage.removeItem(queue);
    return events;
  } catch {
    return [];
  }
}

/** Node values to WebDriver arguments: element handles become element references. */
const toWire = (value) => (value instanceof ElementHandle ? { [ELEMENT]: value.id } : Array.isArray(value) ? value.map(toWire) : value);

/** One window of a session (the run's page, or a window it opened). */
class Page extends EventEmitter {
  constructor(session, handle) {
    super();
    this.session = session;
    this.handle = handle;
    this.keyboard = {
      press: (key) =>
        this.actions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: webdriverKey(key) },
              { type: 'keyUp', value: webdriverKey(key) },
            ],
          },
        ]),
    };
    this.mouse = {
      move: (x, y) => this.pointer([{ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 }]),
    };
  }

  /** `fn(browser)` with this window current; the session's commands one at a time (a poll for new windows runs beside the journey). */
  command(fn) {
    const { session } = this;
    const run = session.queue.then(async () => {
      if (session.current !== this.handle) {
        await session.browser.switchToWindow(this.handle);
        session.current = this.handle;
      }
      return fn(session.browser);
    });
    session.queue = run.catch(() => undefined);
    return run;
  }

  actions(actions) {
    return this.command((b) => b.performActions(actions));
  }

  pointer(actions) {
    return this.actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }

  /** Puppeteer's `evaluateOnNewDocument`, run on demand instead (see the top). */
  evaluateOnNewDocument(fn) {
    this.session.init.push(`(${fn})();`);
  }

  /** Puppeteer's `exposeFunction`: the page queues its calls, Node makes them when it next hears from the page. */
  exposeFunction(name, fn) {
    this.session.exposed.set(name, fn);
  }

  async evaluate(fn, ...args) {
    const { init, exposed } = this.session;
    const stubs = [...exposed.keys()].map(
      (name) =>
        `window[${JSON.stringify(name)}] = (...args) => window.__e2eWebDriverPush({ kind: 'call', name: ${JSON.stringify(name)}, args });`,
    );
    const script = `if (!window.__e2eWebDriverPush) { (${collector})(${JSON.stringify(QUEUE)}); ${stubs.join(' ')} ${init.join(' ')} }
      const take = ${take};
      try {
        const value = await (${fn})(...args);
        return { value, events: take(${JSON.stringify(QUEUE)}) };
      } catch (error) {
        return { error: String(error?.message ?? error), events: take(${JSON.stringify(QUEUE)}) };
      }`;
    // executeScript's body is a function's, not an async one's: the promise it returns is awaited.
    const result = await this.command((b) =>
      b.executeScript(`return (async (args) => { ${script} })(Array.from(arguments));`, args.map(toWire)),
    );
    for (const event of result.events) this.deliver(event);
    if ('error' in result) throw new Error(`Evaluation failed: ${result.error}`);
    const { value } = result;
    return value && typeof value === 'object' && ELEMENT in value ? new ElementHandle(this, value[ELEMENT]) : value;
  }

  deliver({ kind, text, url, name, args }) {
    if (kind === 'call') this.session.exposed.get(name)?.(...args);
    else if (kind === 'pageerror') this.emit('pageerror', new Error(text));
    else this.emit('console', { type: () => 'error', text: () => text, location: () => ({ url }) });
  }

  /** Hand over what the page queued. */
  async flush() {
    await this.evaluate(() => 0).catch(() => undefined);
  }

  /** Puppeteer's `waitForFunction`: `fn` again every `polling` ms until it gives something truthy; a page between documents counts as not yet. */
  async waitForFunction(fn, { timeout = 30000, polling = 100 } = {}, ...args) {
    const deadline = Date.now() + timeout;
    let last = '';
    for (;;) {
      try {
        const value = await this.evaluate(fn, ...args);
        if (value) return value instanceof ElementHandle ? value : { asElement: () => null, jsonValue: async () => value };
      } catch (error) {
        last = `: ${error.message.split('\n')[0]}`;
      }
      if (Date.now() > deadline) throw new Error(`Waiting failed: ${timeout}ms exceeded${last}`);
      await new Promise((r) => setTimeout(r, polling));
    }
  }

  /** Navigate and wait for the load (WebDriver's page load strategy "normal"); no network-idle wait, the journeys wait for what they need. */
  async goto(url) {
    await this.flush();
    await this.command((b) => b.navigateTo(url));
  }

  url() {
    return this.command((b) => b.getUrl());
  }

  /** MiniBrowser runs full-screen (test/runner/webkit.mjs): the window's size is the viewport's. */
  async setViewport({ width, height }) {
    await this.command((b) => sizeWebKitViewport(b, width, height));
  }

  /** The viewport only (WebDriver classic has no full-page screenshot). */
  async screenshot({ path }) {
    await writeFile(path, Buffer.from(await this.command((b) => b.takeScreenshot()), 'base64'));
  }

  async close() {
    await this.command((b) => b.closeWindow());
    this.session.current = null;
  }
}

/** An element of a page, by its WebDriver reference. */
class ElementHandle {
  constructor(page, id) {
    this.page = page;
    this.id = id;
  }

  asElement() {
    return this;
  }

  evaluate(fn, ...args) {
    return this.page.evaluate(fn, this, ...args);
  }

  /** As Puppeteer does: into the middle of the view unless wholly in it. */
  scrollIntoView() {
    return this.evaluate((el) => {
      const box = el.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    });
  }

  /**
   * As Puppeteer clicks: the pointer pressed and released at the middle of the element's box,
   * reaching whatever is there (WebDriver's Element Click is no help: WebKit calls a click on an
   * element in a shadow root intercepted by its host). The pointer's move, press and release
   * are separate steps of the driver, and the page can move between them: after logging in the
   * view above the cart changes and the shop's scroll anchoring keeps the cart still, and a
   * press landed where Checkout had been. So the click waits until the element stays put for a
   * moment, and the driver finds its middle as it moves the pointer (the element as origin).
   */
  async click() {
    await this.scrollIntoView();
    const still = async (el) => {
      const before = el.getBoundingClientRect();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
      const after = el.getBoundingClientRect();
      return before.top === after.top && before.left === after.left;
    };
    await this.page.waitForFunction(still, { timeout: 5000, polling: 0 }, this).catch(() => undefined);
    await this.page.pointer([
      { type: 'pointerMove', x: 0, y: 0, origin: { [ELEMENT]: this.id }, duration: 0 },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
  }

  /** Focus, then the keys of `text` one by one, as a user types. */
  async type(text) {
    await this.evaluate((el) => el.getRootNode().activeElement === el || el.focus());
    const keys = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.page.actions([{ type: 'key', id: 'keyboard', actions: keys }]);
  }

  /** As Puppeteer's `select`: the option with `value` chosen, then input and change. */
  select(value) {
    return this.evaluate((el, want) => {
      for (const option of el.options) option.selected = option.value === want;
      el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  }
}

/** A run's session: its first window is the page; windows it opens are found by polling the handles. */
class Context extends EventEmitter {
  /** `close` ends the session. */
  constructor(browser, handle, close) {
    super();
    this.close = close;
    this.session = { browser, current: handle, queue: Promise.resolve(), init: [], exposed: new Map() };
    this.page = new Page(this.session, handle);
    this.pages = new Map([[handle, this.page]]);
  }

  /** Puppeteer's `waitForTarget` for windows: a target whose `type()` is 'page', with `url()` and `page()`; new ones are announced as `targetcreated`. */
  async waitForTarget(predicate, { timeout = 30000 } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      for (const handle of await this.page.command((b) => b.getWindowHandles())) {
        let page = this.pages.get(handle);
        const known = Boolean(page);
        page ??= new Page(this.session, handle);
        this.pages.set(handle, page);
        const url = await page.url().catch(() => '');
        const target = { type: () => 'page', url: () => url, page: async () => page };
        if (!known) this.emit('targetcreated', target);
        if (page !== this.page && predicate(target)) return target;
      }
      if (Date.now() > deadline) throw new Error(`Waiting for target failed: ${timeout}ms exceeded`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * WebKit as a journey engine: `newContext()` gives { context, page } in a new
 * session (a new MiniBrowser); `slots` drivers let as many runs go at once.
 * Now and then (about once in a hundred) a driver never answers a new
 * session: after 30 s that driver makes way for a fresh one, once.
 */
export async function startWebKit(slots) {
  const drivers = await Promise.all(Array.from({ length: slots }, () => startWebKitDriver()));
  const free = [...drivers];
  const session = (driver) =>
    remote({
      hostname: '127.0.0.1',
      port: driver.port,
      logLevel: 'silent',
      connectionRetryTimeout: 30000,
      connectionRetryCount: 0,
      capabilities: webkitCapabilities(),
    });
  return {
    async newContext() {
      let driver = free.pop();
      if (!driver) throw new Error('every WebKitWebDriver is busy');
      let browser;
      try {
        browser = await session(driver).catch(async () => {
          driver.stop();
          drivers.splice(drivers.indexOf(driver), 1, (driver = await startWebKitDriver()));
          return session(driver);
        });
      } finally {
        if (!browser) free.push(driver);
      }
      const release = () => browser.deleteSession().finally(() => free.push(driver));
      try {
        await browser.setTimeouts(undefined, 30000, 30000);
        const context = new Context(browser, await browser.getWindowHandle(), release);
        return { context, page: context.page };
      } catch (error) {
        await release().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      for (const driver of drivers) driver.stop();
    },
  };
}
