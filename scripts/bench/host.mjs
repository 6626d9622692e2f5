// A host page server for measurements (scripts/bench/measure-start.mjs, scripts/bench/bench.mjs):
// the demo config, the demo page's placeholders, a bundle under test loaded with
// data-manual and mounted by the page itself (timed), and an instant API (the
// demo backend in Node). Observers note when the first ticket of #/tickets shows.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = readFileSync(join(root, 'demo/config.json'), 'utf8');
const types = { '.js': 'text/javascript', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg' };

const hostPage = (index, names) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>measure</title><link rel="icon" href="data:,">
<script type="application/json" id="event-shop-config">${config}</script></head>
<body>
<div data-event-shop="header"></div><div data-event-shop="nav"></div>
<main data-event-shop="view"></main><aside data-event-shop="side"></aside><div data-event-shop="footer"></div>
<script src="/bundle/${index}.js" data-manual></script>
<script>
  var names = ${JSON.stringify(names)};
  var t0 = performance.now();
  EventShop.mount();
  window.__mountMs = performance.now() - t0;
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
</script>
</body></html>`;

/**
 * Serve `bundles` (paths) on 127.0.0.1:`port` with `api` (scripts/dev/api-server.mjs
 * `createApi`). `/host/{i}.html` is the host page of bundle i; `calls` counts
 * the API calls received.
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
    if ((match = /^\/host\/(\d+)\.html$/.exec(path)) && bundles[match[1]])
      return send('text/html; charset=utf-8', hostPage(match[1], names));
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
  host.close = () => new Promise((done) => server.close(done));
  return host;
}
