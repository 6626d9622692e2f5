import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { call as makeCall, createClient, outcomeUnknown, ApiError, type ApiClient, type ApiSettings } from './client';
import type { Wait } from './request-policy';
import { stopWaiting } from './waiting';
import { overrideHandlers, startBackend } from '../../test/helpers/backend';

const raw = (body: Record<string, unknown>) => body;
const busy = (status: number, headers: Record<string, string> = {}, body: unknown = { message: 'Busy.' }) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers });

interface Seen {
  at: number;
  body: unknown;
  key: string | null;
  headers: Headers;
}

/** A handler answering `answers` in turn (the last one for ever), logging each request. */
function scripted(action: string, answers: Array<() => Response>, seen: Seen[]) {
  return http.post(`/api/${action}`, async ({ request }) => {
    seen.push({ at: performance.now(), body: await request.json(), key: request.headers.get('idempotency-key'), headers: request.headers });
    return answers[Math.min(seen.length - 1, answers.length - 1)]();
  });
}

describe('API client: busy backends and waiting rooms (contract 6)', () => {
  let client: ApiClient;
  let mount: AbortController;
  let waits: Array<Wait | null>;
  let left: string[];
  const configure = (settings: Partial<ApiSettings> = {}) => {
    mount = new AbortController();
    client = createClient(
      {
        baseUrl: '/api',
        getToken: () => null,
        onUnauthorized: () => undefined,
        timeoutMs: null,
        onWait: (wait) => waits.push(wait),
        leave: (url) => left.push(url),
        random: () => 0,
        ...settings,
      },
      mount.signal,
    );
  };
  const call = (action: string, payload: object = {}) => makeCall(action, payload, raw)(client);

  beforeEach(async () => {
    await startBackend();
    waits = [];
    left = [];
    configure();
  });

  it('sends a refused write again by itself, with the same body and the same Idempotency-Key, not before Retry-After', async () => {
    const seen: Seen[] = [];
    overrideHandlers(scripted('add-product-to-cart', [() => busy(429, { 'Retry-After': '1' }), () => HttpResponse.json({ ok: 1 })], seen));
    expect(await call('add-product-to-cart', { external_code: 'T1' })).to.deep.equal({ ok: 1 });
    expect(seen).to.have.length(2);
    expect(seen[1].body).to.deep.equal(seen[0].body);
    expect(seen[0].body).to.deep.equal({ token: null, external_code: 'T1' });
    expect(seen[1].key).to.equal(seen[0].key);
    expect(seen[0].key).to.match(/^[0-9a-f-]{36}$/);
    expect(seen[1].at - seen[0].at).to.be.at.least(990);
  });

  it('adds a random extra of up to half the wait: never sooner, at most 1.5 times later', async () => {
    configure({ random: () => 0.999 });
    const seen: Seen[] = [];
    overrideHandlers(scripted('get-data', [() => busy(503, { 'Retry-After': '1' }), () => HttpResponse.json({})], seen));
    await call('get-data');
    expect(seen[1].at - seen[0].at).to.be.within(1_450, 1_900);
  });

  it('publishes the wait (busy, until when, the queue) and ends it with the answer', async () => {
    const seen: Seen[] = [];
    const queue = { message: 'In the queue.', queue: { position: 1234, wait_seconds: 61 } };
    overrideHandlers(scripted('get-data', [() => busy(429, { 'Retry-After': '1' }, queue), () => HttpResponse.json({})], seen));
    const before = performance.now();
    await call('get-data');
    // Shown from the refusal until the answer, through the repeat.
    expect(waits).to.have.length(2);
    expect(waits[0]).to.include({ reason: 'busy' });
    expect(waits[0]!.until).to.be.within(before + 1_000, performance.now());
    expect(waits[0]!.queue).to.deep.equal({ position: 1234, waitSeconds: 61, full: false });
    expect(waits[1]).to.equal(null);
  });

  it('takes a 503 page of a proxy or waiting room as busy, not as an API it cannot reach', async () => {
    const seen: Seen[] = [];
    const page = () =>
      new HttpResponse('<html><h1>Please wait</h1></html>', { status: 503, headers: { 'Content-Type': 'text/html', 'Retry-After': '0' } });
    overrideHandlers(scripted('get-data', [page, page, () => HttpResponse.json({ fine: true })], seen));
    expect(await call('get-data')).to.deep.equal({ fine: true });
    expect(seen).to.have.length(3);
  });

  it("recognises Cloudflare Waiting Room's JSON answer whatever its status, before the call's reader, and shows its wait", async () => {
    const seen: Seen[] = [];
    const room = {
      cfWaitingRoom: { inWaitingRoom: true, waitTimeKnown: true, waitTime: 3, queueIsFull: false, refreshIntervalSeconds: 1 },
    };
    overrideHandlers(scripted('get-data', [() => HttpResponse.json(room, { status: 200 }), () => HttpResponse.json({ data: 1 })], seen));
    expect(await call('get-data')).to.deep.equal({ data: 1 });
    expect(seen[1].at - seen[0].at).to.be.at.least(990);
    expect(waits[0]!.queue).to.deep.equal({ position: null, waitSeconds: 180, full: false });
    // Its JSON answer is asked for with this exact header.
    expect(seen[0].headers.get('accept')).to.equal('application/json');
  });

  it('without Retry-After waits at random up to 2 s, then up to 4 s', async () => {
    configure({ random: () => 0.25 });
    const seen: Seen[] = [];
    overrideHandlers(scripted('get-cart', [() => busy(429), () => busy(429), () => HttpResponse.json({})], seen));
    await call('get-cart');
    expect(seen[1].at - seen[0].at).to.be.within(490, 900);
    expect(seen[2].at - seen[1].at).to.be.within(990, 1_400);
  });

  it('sends a read again after a network error, a 502 or a 504, but never a write: its outcome is unknown', async () => {
    const seen: Seen[] = [];
    const gateway = (status: number) => () => new HttpResponse('<h1>Gateway</h1>', { status, headers: { 'Content-Type': 'text/html' } });
    overrideHandlers(
      scripted('get-cart', [() => HttpResponse.error(), gateway(502), gateway(504), () => HttpResponse.json({ back: true })], seen),
    );
    expect(await call('get-cart')).to.deep.equal({ back: true });
    expect(seen).to.have.length(4);
    expect(waits.filter(Boolean).every((w) => w!.reason === 'fault')).to.equal(true);

    const writes: Seen[] = [];
    overrideHandlers(scripted('checkout-cart', [gateway(502), () => HttpResponse.json({})], writes));
    const e = (await call('checkout-cart').catch((x: unknown) => x)) as ApiError;
    expect([e.kind, e.status, outcomeUnknown(e)]).to.deep.equal(['http', 502, true]);
    expect(writes).to.have.length(1);
  });

  it('gives a read that keeps failing up after five more tries, as before', async function () {
    this.timeout(10_000);
    const seen: Seen[] = [];
    overrideHandlers(scripted('get-user', [() => HttpResponse.error()], seen));
    const e = (await call('get-user').catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('network');
    expect(seen).to.have.length(6);
  });

  it('stops when the shopper stops waiting: not sent again, and nothing happened', async () => {
    const seen: Seen[] = [];
    overrideHandlers(scripted('update-settings', [() => busy(429, { 'Retry-After': '30' })], seen));
    const pending = call('update-settings', { full_name: 'A' }).catch((x: unknown) => x);
    await new Promise((r) => setTimeout(r, 200));
    expect(client.waits.size).to.equal(1);
    stopWaiting(client.waits);
    const e = (await pending) as ApiError;
    expect([e.kind, e.status, outcomeUnknown(e)]).to.deep.equal(['stopped', 429, false]);
    expect(waits.at(-1)).to.equal(null);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).to.have.length(1);
  });

  it('after unmount nothing is sent: a waiting call is cancelled', async () => {
    const seen: Seen[] = [];
    overrideHandlers(scripted('get-data', [() => busy(429, { 'Retry-After': '1' }), () => HttpResponse.json({})], seen));
    const pending = call('get-data').catch((x: unknown) => x);
    await new Promise((r) => setTimeout(r, 200));
    mount.abort();
    const e = await pending;
    expect((e as DOMException).name).to.equal('AbortError');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(seen).to.have.length(1);
  });

  it('holds every call of the mount until the wait a busy answer named: "Try again" is no herd', async () => {
    const seen: Seen[] = [];
    overrideHandlers(scripted('get-data', [() => busy(429, { 'Retry-After': '1' }), () => HttpResponse.json({})], seen));
    const first = call('get-data');
    await new Promise((r) => setTimeout(r, 100));
    const other: Seen[] = [];
    overrideHandlers(
      scripted('get-data', [() => busy(429, { 'Retry-After': '1' }), () => HttpResponse.json({})], seen),
      scripted('get-cart', [() => HttpResponse.json({})], other),
    );
    const started = performance.now();
    await call('get-cart');
    expect(performance.now() - started).to.be.at.least(850);
    await first;
  });

  it('sends nothing while the page is hidden, and goes on when it is shown', async () => {
    const seen: Seen[] = [];
    overrideHandlers(scripted('get-data', [() => busy(429, { 'Retry-After': '0' }), () => HttpResponse.json({})], seen));
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      const pending = call('get-data');
      await new Promise((r) => setTimeout(r, 600));
      expect(seen).to.have.length(1);
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
      await pending;
      expect(seen).to.have.length(2);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
  });

  it('speaks Queue-it with config queueIt: the page URL on every call, and its redirect followed', async () => {
    configure({ queueIt: true });
    const seen: Seen[] = [];
    const queuePage = 'https://festival.queue-it.net/?c=festival&e=onsale&t=' + encodeURIComponent(location.href);
    overrideHandlers(
      scripted(
        'get-data',
        [() => new HttpResponse(null, { status: 200, headers: { 'x-queueit-redirect': encodeURIComponent(queuePage) } })],
        seen,
      ),
    );
    void call('get-data').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen[0].headers.get('x-queueit-ajaxpageurl')).to.equal(encodeURIComponent(location.href));
    expect(left).to.deep.equal([queuePage]);
    mount.abort();
  });

  it('ignores Queue-it headers without config queueIt, and any redirect that is not http(s)', async () => {
    const seen: Seen[] = [];
    overrideHandlers(
      scripted('get-data', [() => HttpResponse.json({ a: 1 }, { headers: { 'x-queueit-redirect': 'https%3A%2F%2Fq.example' } })], seen),
    );
    expect(await call('get-data')).to.deep.equal({ a: 1 });
    expect(seen[0].headers.get('x-queueit-ajaxpageurl')).to.equal(null);
    configure({ queueIt: true });
    overrideHandlers(
      scripted('get-data', [() => HttpResponse.json({ a: 2 }, { headers: { 'x-queueit-redirect': 'javascript%3Aalert(1)' } })], seen),
    );
    expect(await call('get-data')).to.deep.equal({ a: 2 });
    expect(left).to.deep.equal([]);
  });
});
