// Runtime measures of the benchmark (scripts/bench.mjs) on a host page of
// scripts/bench/host.mjs: each takes the browser or a page and the host.
import { median, withPage } from './browser.mjs';

const shadowText = (part) => `document.querySelector('[data-event-shop="${part}"]').shadowRoot.textContent`;

/** A cart for this page's origin (the bottle), stored as a returning shopper's. */
async function storeCart(page) {
  await page.evaluate(async () => {
    const res = await fetch('/api/add-merchandise-to-cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ token: null, cart: null, external_code: 'BOTTLE' }),
    });
    localStorage.setItem('cart', (await res.json()).cart.code);
  });
}

/** API calls a fresh load makes: a visitor, and a returning shopper with a cart. */
export async function measureStartCalls(browser, host) {
  const count = (withCart) =>
    withPage(browser, 1, async (page) => {
      await page.goto(host.url(0, '#/'), { waitUntil: 'networkidle0' });
      if (withCart) await storeCart(page);
      const before = host.calls;
      await page.reload({ waitUntil: 'networkidle0' });
      return host.calls - before;
    });
  return [await count(false), await count(true)];
}

/** Scripting time per 500 ms countdown tick, with a cart shown in the side part and the header. */
export function measureTicks(browser, host) {
  return withPage(browser, 1, async (page, cdp) => {
    await page.goto(host.url(0, '#/faqs'), { waitUntil: 'networkidle0' });
    await storeCart(page);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(`${shadowText('side')}.includes('Reserved for')`);
    await cdp.send('Performance.enable');
    const script = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    const samples = [];
    for (let i = 0; i < 20; i += 1) {
      const before = await script();
      await new Promise((r) => setTimeout(r, 500));
      samples.push((await script()) - before);
    }
    return median(samples) * 1000;
  });
}

/** JS heap (after a forced GC) after 10 and after 200 in-shop route changes. */
export function measureHeap(browser, host) {
  return withPage(browser, 1, async (page) => {
    await page.goto(host.url(0, '#/'), { waitUntil: 'networkidle0' });
    const routes = ['/tickets', '/merchandise', '/tickets/WEEKEND', '/faqs', '/', '/merchandise/BOTTLE', '/login', '/tickets?type=camping', '/privacy-policy', '/register'];
    const walk = (n) =>
      page.evaluate(async (list, count) => {
        for (let i = 0; i < count; i += 1) {
          location.hash = `#${list[i % list.length]}`;
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
        }
      }, routes, n);
    const heap = async () => {
      await page.evaluate(() => globalThis.gc?.());
      return page.evaluate(() => performance.memory.usedJSHeapSize);
    };
    await walk(10);
    const after10 = await heap();
    await walk(190);
    return { after10, after200: await heap() };
  });
}

/** ms from the hash change to `count` cards of #/tickets on the page. */
export async function measureList(page, host, count) {
  await page.goto(host.url(0, '#/faqs'), { waitUntil: 'networkidle0' });
  await page.waitForFunction(`${shadowText('view')}.includes('FAQ')`);
  return page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const view = document.querySelector('[data-event-shop="view"]').shadowRoot;
        const t0 = performance.now();
        const check = () => (view.querySelectorAll('.es-card').length >= n ? resolve(performance.now() - t0) : requestAnimationFrame(check));
        location.hash = '#/tickets';
        requestAnimationFrame(check);
      }),
    count,
  );
}
