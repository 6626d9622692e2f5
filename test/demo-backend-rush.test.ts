import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startBackend } from './helpers/backend';
import { openDemo, type DemoFrame } from './helpers/demo-frame';

/**
 * Rush mode in the browser (demo/backend/rush.ts, README "Rush mode"). The Node tests
 * (test/node/api-rush.test.mjs) send the cookie themselves; here it is msw's part: it
 * writes a mocked answer's Set-Cookie into document.cookie, and hands the page's cookies
 * to the backend with the next call. Then the demo page's switch (`npm run build` first).
 */
const PERSIST = 'event-shop-rush-test-db';

async function getData(): Promise<{ status: number; retryAfter: string | null; position: number | undefined }> {
  const res = await fetch('/api/get-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: '{"token":null}',
  });
  const body = (await res.json()) as { queue?: { position?: number } };
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), position: body.queue?.position };
}

/** Two shoppers in one page: two backends on one shared state, each reading its own cookie (as two tabs of the demo page). */
const tab = (cookieName: string) => startBackend({ persistKey: PERSIST, rush: { admitPerMinute: 1, cookieName } });
const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('rush mode through msw', () => {
  afterEach(() => {
    for (const name of ['rush-tab-a', 'rush-tab-b', 'rush-tab-c']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    localStorage.removeItem(PERSIST);
  });

  it('sets its cookie in document.cookie and knows the shopper by it on the next call', async () => {
    await tab('rush-tab-a');
    expect((await getData()).status).to.equal(200);
    const a = cookie('rush-tab-a');
    expect(a, document.cookie).to.match(/^\w{32}$/);

    await tab('rush-tab-b');
    expect(await getData()).to.deep.equal({ status: 429, retryAfter: '20', position: 1 });
    expect(cookie('rush-tab-b')).to.match(/^\w{32}$/);
    // Its cookie came back with the call: the same shopper, still first in line, not a new one behind.
    expect(await getData()).to.deep.equal({ status: 429, retryAfter: '20', position: 1 });

    await tab('rush-tab-a');
    expect((await getData()).status, 'the first shopper still passes').to.equal(200);
    expect(cookie('rush-tab-a')).to.equal(a);
  });

  it("a cookie the page set itself names the shopper (the demo page's way: one per tab, before the first call)", async () => {
    document.cookie = 'rush-tab-c=tab-c; Path=/; SameSite=Lax';
    const backend = await tab('rush-tab-c');
    expect((await getData()).status).to.equal(200);
    expect(Object.keys(backend.db.state.rush!.admitted)).to.deep.equal(['tab-c']);
  });
});

describe('the demo page in rush mode (dist/event-shop.js)', () => {
  const frames: DemoFrame[] = [];
  afterEach(() => {
    frames.splice(0).forEach((f) => f.remove());
    localStorage.clear();
    sessionStorage.clear();
  });

  it('?backend=rush: the switch and notice say so, a second tab waits its turn in the queue and is let in; ?backend=demo ends it', async function () {
    this.timeout(60_000);
    const first = await openDemo({ hash: '#/faqs', query: 'backend=rush' });
    frames.push(first);
    const link = first.doc.getElementById('demo-rush')!;
    expect([link.textContent, link.getAttribute('href')]).to.deep.equal(['Rush mode: on', '?backend=demo']);
    expect(first.doc.querySelector('.site-notice')!.textContent).to.contain('Rush mode is on');

    // Another tab (frames share the top page's sessionStorage: a new tab has no id yet).
    sessionStorage.removeItem('event-shop-demo-tab');
    const second = await openDemo({ hash: '#/faqs', reset: false });
    frames.push(second);
    const view = within(second.part('view'));
    expect(await view.findByText('The shop is very busy right now.')).to.exist;
    expect(view.getByText(/place in the queue: 1$/)).to.exist;
    const post = (frame: DemoFrame) =>
      frame.win.fetch('/api/get-cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: '{"token":null,"cart":"NOCART"}',
      });
    expect((await post(first)).status, 'the first tab passes').to.equal(404);
    expect((await post(second)).status).to.equal(429);
    // 4 a minute: its turn comes 15 s after the first's, and the shop, waiting by itself, goes on.
    await waitFor(() => expect(view.queryByText('The shop is very busy right now.')).to.equal(null), { timeout: 35_000 });
    expect((await post(second)).status, 'let in').to.equal(404);
    expect(second.errors).to.deep.equal([]);

    second.remove();
    const off = await openDemo({ hash: '#/faqs', query: 'backend=demo', reset: false });
    frames.push(off);
    expect(off.doc.getElementById('demo-rush')!.textContent).to.equal('Rush mode: off');
    expect(off.doc.getElementById('demo-rush')!.getAttribute('href')).to.equal('?backend=rush');
    expect(off.doc.querySelector('.site-notice')!.textContent).not.to.contain('Rush mode');
  });
});
