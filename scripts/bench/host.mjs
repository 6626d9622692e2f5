// A host page server for measurements (scripts/bench/measure-start.mjs, scripts/bench/bench.mjs,
// scripts/bench/vitals.mjs): the demo config, the demo page's placeholders, a bundle under
// test loaded with data-manual and mounted by the page itself (timed), and an instant API
// (the demo backend in Node). Observers note when the first ticket of #/tickets shows.
// Two pages: /host/{i}.html, the parts alone, and /host/{i}.vitals.html, the parts
// between host content with the Core Web Vitals observers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = readFileSync(join(root, 'demo/config.json'), 'utf8');
const types = { '.js': 'text/javascript', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg' };

// The shop's parts as in the demo page, and the bundle under test mounted by the page
// itself (timed), with an observer noting when a ticket name of #/tickets shows.
// `__bundleMs`: when the host page reached the shop's script (what ran before is the host's).
// `afterMount` runs in the same script right after mount(), so before the first
// render (a task of its own): a script of its own might come after it.
const parts = `<div data-event-shop="header"></div><div data-event-shop="nav"></div>
<main data-event-shop="view"></main><aside data-event-shop="side"></aside><div data-event-shop="footer"></div>`;

const mountScript = (index, names, afterMount = '') => `<script>window.__bundleMs = performance.now();</script>
<script src="/bundle/${index}.js" data-manual></script>
<script>
  var names = ${JSON.stringify(names)};
  var t0 = performance.now();
  EventShop.mount();
  window.__mountMs = performance.now() - t0;${afterMount}
  var view = document.querySelector('[data-event-shop="view"]').shadowRoot;
  if (!view) throw new Error('mount() attached no shadow root to the view placeholder');
  var seen = function () {
    var text = view.textContent || '';
    return names.some(function (n) { return text.indexOf(n) !== -1; });
  };
  var observer = new MutationObserver(function () {
    if (window.__firstListingMs === undefined && seen()) {
      window.__firstListingMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(view, { childList: true, subtree: true, characterData: true });
</script>`;

const head = (title, extra = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">${extra}
<script type="application/json" id="event-shop-config">${config}</script></head>`;

/** The start-up page (scripts/bench/measure-start.mjs): the parts alone. */
const hostPage = (index, names) => `${head('measure')}
<body>
${parts}
${mountScript(index, names)}
</body></html>`;

// What the Core Web Vitals page records, from before anything else runs:
// layout shifts (with the elements that moved, named by part), long tasks and
// Event Timing entries, in window.__vitals (scripts/bench/vitals.mjs).
const vitalsObservers = `<script>
  window.__vitals = { shifts: [], tasks: [], events: [] };
  var describe = function (node) {
    if (!node) return '(removed)';
    var root = node.getRootNode();
    var where = root.host ? root.host.getAttribute('data-event-shop') || 'overlay' : 'host';
    var name = node.nodeName.toLowerCase();
    var cls = typeof node.className === 'string' && node.className.trim();
    return where + ': ' + name + (node.id ? '#' + node.id : '') + (cls ? '.' + cls.split(/\\s+/).join('.') : '');
  };
  var watch = function (type, options, keep) {
    new PerformanceObserver(function (list) { list.getEntries().forEach(keep); }).observe(Object.assign({ type: type, buffered: true }, options));
  };
  watch('layout-shift', {}, function (e) {
    __vitals.shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput,
      sources: e.sources.map(function (s) { return { node: describe(s.node), from: s.previousRect.y, to: s.currentRect.y }; }) });
  });
  watch('longtask', {}, function (e) { __vitals.tasks.push({ startTime: e.startTime, duration: e.duration }); });
  // 16 ms is the lowest threshold the API takes: a quicker interaction leaves no entry.
  watch('event', { durationThreshold: 16 }, function (e) {
    __vitals.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  });
</script>`;

/**
 * The space the README ("Keep the page still") tells a host to reserve for the shop's page in its own
 * stylesheet, so the page painted before the script has run already has it.
 */
const RESERVE = /<!-- snippet: reserve -->\s*```html\n([\s\S]*?)\n```/.exec(readFileSync(join(root, 'README.md'), 'utf8'))[1];

const paragraphs = (n) =>
  Array.from(
    { length: n },
    () =>
      '<p>The festival site opens at noon. Bring a refillable bottle: water points are free, and the shuttle runs every 20 minutes from the city centre.</p>',
  ).join('\n');

/**
 * The Core Web Vitals page (scripts/bench/vitals.mjs): the host's own content
 * above and below the parts, as a festival's site would have it, so that what
 * the shop's render moves of the host is seen. The script comes last, as the
 * README's snippet places it (there with `defer`, which runs it at the same point);
 * #host-below's heading is placed right after mount(), before the first render (a forced
 * layout of the host page in mount()'s task, which the first frame would do anyway).
 */
const vitalsPage = (index, names) => `${head(
  'vitals',
  `<meta name="viewport" content="width=device-width, initial-scale=1">
${vitalsObservers}
<style>body { margin: 0; font: 16px/1.5 Georgia, serif; } .host-block { padding: 8px 24px; }</style>
${process.env.BENCH_NO_RESERVE ? '' : RESERVE}`,
)}
<body>
<header class="host-block" id="host-above"><h1>Summer Sound Festival</h1><p>Three days of music on five stages.</p></header>
${parts}
<section class="host-block" id="host-below"><h2>Getting there</h2>
${paragraphs(6)}
</section>
${mountScript(index, names, "\n  window.__belowBefore = document.querySelector('#host-below h2').getBoundingClientRect().top + scrollY;")}
</body></html>`;

/**
 * Serve `bundles` (paths) on 127.0.0.1:`port` with `api` (scripts/dev/api-server.mjs
 * `createApi`). `/host/{i}.html` is the host page of bundle i, `/host/{i}.vitals.html`
 * its Core Web Vitals page; `calls` counts the API calls received.
 */
export async function startHost({ bundles, port, api }) {
  const names = api.backend.db.state.products.filter((p) => p.type === 'ticket').map((p) => p.name);
  const host = { calls: 0 };
  const server = createServer((req, res) => {
    if (api.handle(req, res)) {
      host.calls += 1;
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = (type, body) => {
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    let match;
    if ((match = /^\/host\/(\d+)(\.vitals)?\.html$/.exec(path)) && bundles[match[1]])
      return send('text/html; charset=utf-8', (match[2] ? vitalsPage : hostPage)(match[1], names));
    if ((match = /^\/bundle\/(\d+)\.js$/.exec(path)) && bundles[match[1]]) return send(types['.js'], readFileSync(bundles[match[1]]));
    // The demo config's logo and banner (relative `img/...` from /host/).
    if ((match = /^\/host\/img\/([\w.-]+)$/.exec(path))) {
      try {
        return send(
          types[match[1].slice(match[1].lastIndexOf('.'))] ?? 'application/octet-stream',
          readFileSync(join(root, 'demo/img', match[1])),
        );
      } catch {
        // fall through to 404
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  host.url = (index, hash = '#/') => `http://127.0.0.1:${port}/host/${index}.html${hash}`;
  host.vitalsUrl = (index, hash = '#/') => `http://127.0.0.1:${port}/host/${index}.vitals.html${hash}`;
  host.close = () => new Promise((done) => server.close(done));
  return host;
}
