// Runtime measures of the benchmark (scripts/bench/bench.mjs) on a host page of
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

/**
 * Bytes of the page's objects by heap snapshot, leaving out what the engine
 * keeps for itself (compiled code: V8 keeps optimising the routes' functions
 * for thousands of calls; Chrome's bounded buffer of animation-frame timings).
 */
async function objectBytes(cdp) {
  const chunks = [];
  const collect = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const kind = types[nodes[i + type]];
    const label = strings[nodes[i + name]];
    if (kind === 'code' || /^system \/|Performance\w*Timing|ScriptTimingInfo/.test(label)) continue;
    bytes += nodes[i + size];
  }
  return bytes;
}

/**
 * JS heap (after a forced GC) after 10, 200, 1000 and 2000 in-shop route
 * changes, and the page's own objects (heap snapshot, engine code left out) at
 * 1000 and 2000: 10 → 200 includes V8's warm-up, and the used heap keeps
 * growing slowly with compiled code; the object bytes show whether the shop
 * keeps anything per navigation.
 */
export function measureHeap(browser, host) {
  return withPage(browser, 1, async (page, cdp) => {
    await page.goto(host.url(0, '#/'), { waitUntil: 'networkidle0' });
    const routes = [
      '/tickets',
      '/merchandise',
      '/tickets/WEEKEND',
      '/faqs',
      '/',
      '/merchandise/BOTTLE',
      '/login',
      '/tickets?type=camping',
      '/privacy-policy',
      '/register',
    ];
    const walk = (n) =>
      page.evaluate(
        async (list, count) => {
          for (let i = 0; i < count; i += 1) {
            location.hash = `#${list[i % list.length]}`;
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
          }
        },
        routes,
        n,
      );
    const heap = async () => {
      await page.evaluate(() => globalThis.gc?.());
      return page.evaluate(() => performance.memory.usedJSHeapSize);
    };
    await walk(10);
    const after10 = await heap();
    await walk(190);
    const after200 = await heap();
    await walk(800);
    const after1000 = await heap();
    const objects1000 = await objectBytes(cdp);
    await walk(1000);
    const after2000 = await heap();
    return { after10, after200, after1000, after2000, objects1000, objects2000: await objectBytes(cdp) };
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
        const check = () =>
          view.querySelectorAll('.es-card').length >= n ? resolve(performance.now() - t0) : requestAnimationFrame(check);
        location.hash = '#/tickets';
        requestAnimationFrame(check);
      }),
    count,
  );
}
