// `npm start`: serves the demo host page and the built bundle on localhost.
// A tiny static server (no dependency): / redirects to /demo/. A request it
// cannot serve (a malformed URL, a path outside demo/ and dist/, a file that
// cannot be read) gets 400, 404 or 405; none stops the server.
//   PORT=8080 node scripts/dev/serve.mjs   (PORT=0: a free port)
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const allowed = ['demo', 'dist'];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * `/demo/?host=hostile`: the demo page as the harshest host would serve it, all
 * at once: (a) aggressive global CSS; (b) the host's own Preact of another
 * major (10.11.3, UMD) rendering its own widget, and its own global
 * DOMPurify with a config and a hook; (c) the bundle loaded twice; (d) a strict
 * Content-Security-Policy with Trusted Types (README, Content Security Policy),
 * every inline script and style of the page under a nonce; (e) its own query
 * string (`host=hostile`) and `#contact` anchor. The page's `default` Trusted
 * Types policy lets only msw's worker registration through (the demo backend's,
 * not the shop's), and `dompurify` is the host's own DOMPurify's policy.
 * `npm run e2e` runs every journey here too.
 */
const NONCE = 'event-shop-demo';
const HOSTILE_CSP = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types event-shop default dompurify`;
/** The host's own libraries, served beside the page in this mode only. */
const HOST_LIBS = {
  '/host-lib/preact.js': 'node_modules/host-preact/dist/preact.umd.js',
  '/host-lib/hooks.js': 'node_modules/host-preact/hooks/dist/hooks.umd.js',
  '/host-lib/purify.js': 'node_modules/dompurify/dist/purify.min.js',
};
const HOSTILE_HEAD = `<script src="/demo/hostile/default-policy.js"></script>
<script src="/host-lib/preact.js"></script>
<script src="/host-lib/hooks.js"></script>
<script src="/host-lib/purify.js"></script>
<style nonce="${NONCE}">
  * { box-sizing: content-box !important; }
  button { all: unset; }
  html { font-size: 62.5%; }
  div { padding: 7px; }
</style>`;
// The host's own widget and DOMPurify set-up (demo/hostile/host-widget.js).
const HOST_WIDGET = `<div id="host-widget"></div>
<script src="/demo/hostile/host-widget.js"></script>`;

function hostilePage(file) {
  const html = readFileSync(file, 'utf8')
    .replace(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)/g, `<script nonce="${NONCE}"`)
    .replace(/<style>/g, `<style nonce="${NONCE}">`)
    // (c): the bundle as a page's own script tag (its Trusted Types let no script be added by script, so
    // not by demo/language.js), and a second copy right after it.
    .replace(
      /(<script src="language\.js"><\/script>)/,
      '$1\n  <script src="../dist/event-shop.js" data-manual></script>\n  <script src="../dist/event-shop.js"></script>',
    )
    .replace('<body>', `<body>\n${HOST_WIDGET}`);
  if (!html.includes('dist/event-shop.js"></script>') || !html.includes('host-widget'))
    throw new Error('demo/index.html changed: the hostile host cannot be built from it');
  // The host's hostile rules come last, after the page's own styles.
  return html.replace('</head>', `${HOSTILE_HEAD}\n</head>`);
}

/** A file streamed as the answer; a read that fails (gone since, unreadable) ends the response, not the server. */
function sendFile(res, file, headers) {
  const stream = createReadStream(file);
  stream.once('open', () => {
    res.writeHead(200, headers);
    stream.pipe(res);
  });
  stream.once('error', () => {
    if (res.headersSent) res.destroy();
    else plain(res, 404, 'Not found');
  });
}

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** The path under the repository root that `pathname` names, or null when it does not decode. */
function localPath(pathname) {
  try {
    // normalize() of a path starting with / never climbs above it: `..` stays inside the root.
    return normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  } catch {
    return null;
  }
}

/** The request listener of `npm start`: GET and HEAD of the demo page, the bundle and their files. */
export function serveDemo(req, res) {
  let url;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    url = null;
  }
  let path = url && localPath(url.pathname);
  if (path === null) {
    plain(res, 400, 'Bad request: the URL is malformed');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  if (url.pathname === '/' || url.pathname === '/demo') {
    res.writeHead(302, { Location: `/demo/${url.search}` });
    res.end();
    return;
  }
  if (HOST_LIBS[url.pathname]) {
    sendFile(res, join(root, HOST_LIBS[url.pathname]), { 'Content-Type': types['.js'], 'Cache-Control': 'no-store' });
    return;
  }
  // Demo downloads are navigations, which msw's worker lets through: a shell page
  // fetches the same URL, and that fetch the demo backend answers (demo/download.html).
  if (/^\/download-(ticket|invoice)\//.test(url.pathname)) path = join('demo', 'download.html');
  if (path.endsWith(sep) || path === 'demo') path = join(path, 'index.html');
  const top = path.split(sep)[0];
  const file = join(root, path);
  let stat;
  try {
    stat = statSync(file);
  } catch {
    stat = null;
  }
  if (!allowed.includes(top) || !stat || !stat.isFile()) {
    plain(res, 404, 'Not found');
    return;
  }
  const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
  if (file.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
  if (url.searchParams.get('host') === 'hostile' && file.endsWith(`${sep}demo${sep}index.html`)) {
    let page;
    try {
      page = hostilePage(file);
    } catch (error) {
      plain(res, 500, error.message);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Security-Policy': HOSTILE_CSP });
    res.end(page);
    return;
  }
  sendFile(res, file, headers);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // PORT=0 takes a free port; the line printed names the one taken.
  const port = process.env.PORT ? Number(process.env.PORT) : 8080;
  const server = createServer(serveDemo);
  server.listen(port, '127.0.0.1', () => {
    console.log(`Event Shop demo: http://localhost:${server.address().port}/demo/`);
  });
}
