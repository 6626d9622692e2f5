import { expect } from '@open-wc/testing';
import { http, HttpResponse, delay } from 'msw';
import { read } from './adapt';
import type { Reader } from './reader';
import { ApiError, call as makeCall, createClient, outcomeUnknown, type ApiClient, type ApiSettings, type CallOptions } from './client';
import { formErrorText } from './form-error';
import { overrideHandlers, startBackend } from '../../test/helpers/backend';

const fallbacks = { network: 'NETWORK', generic: 'GENERIC', unreadable: 'UNREADABLE' };
const raw = (body: Record<string, unknown>) => body;

describe('API client (contract 4)', () => {
  /** The client the tests send with, as a mount's runtime does (stores/runtime). */
  let client: ApiClient | null = null;
  const configure = (settings: ApiSettings, signal = new AbortController().signal) => void (client = createClient(settings, signal));
  const call = <T>(action: string, payload: object, reader: Reader<T>, options?: CallOptions) =>
    makeCall(action, payload, reader, options)(client);
  let token: string | null = null;
  let unauthorized: number[] = [];
  let slowCounts: number[] = [];

  beforeEach(async () => {
    await startBackend();
    token = null;
    unauthorized = [];
    slowCounts = [];
    configure({
      baseUrl: '/api/',
      getToken: () => token,
      onUnauthorized: (s) => unauthorized.push(s),
      timeoutMs: null,
      onSlow: (n) => slowCounts.push(n),
    });
  });

  it('POSTs JSON with the contract headers and the token in every body', async () => {
    let seen: { method: string; headers: Headers; body: unknown } | null = null;
    overrideHandlers(
      http.post('/api/echo', async ({ request }) => {
        seen = { method: request.method, headers: request.headers, body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    token = 'abc';
    expect(await call('echo', { a: 1 }, raw)).to.deep.equal({ ok: true });
    expect(seen!.method).to.equal('POST');
    expect(seen!.headers.get('content-type')).to.contain('application/json');
    expect(seen!.headers.get('accept')).to.equal('application/json');
    expect(seen!.headers.get('x-requested-with')).to.equal('XMLHttpRequest');
    expect(seen!.body).to.deep.equal({ token: 'abc', a: 1 });
  });

  it('sends token null for visitors', async () => {
    let body: unknown;
    overrideHandlers(http.post('/api/echo', async ({ request }) => ((body = await request.json()), HttpResponse.json({}))));
    await call('echo', {}, raw);
    expect(body).to.deep.equal({ token: null });
  });

  it('turns a non-2xx answer into one ApiError with the message and errors', async () => {
    overrideHandlers(http.post('/api/fail', () => HttpResponse.json({ message: 'Nope.', errors: { email: ['Taken.'] } }, { status: 422 })));
    const error = await call('fail', {}, raw).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    const e = error as ApiError;
    expect(e.kind).to.equal('http');
    expect(e.status).to.equal(422);
    expect(e.serverMessage).to.equal('Nope.');
    expect(e.fieldErrors).to.deep.equal({ email: ['Taken.'] });
  });

  it('counts a failure body that is not JSON as a plain failure', async () => {
    overrideHandlers(
      http.post(
        '/api/fail',
        () =>
          new HttpResponse('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const e = (await call('fail', {}, raw).catch((x: unknown) => x)) as ApiError;
    expect(e.status).to.equal(502);
    expect(outcomeUnknown(e)).to.equal(true);
    expect(e.serverMessage).to.equal(undefined);
    expect(e.fieldErrors).to.equal(undefined);
    expect(formErrorText(e, fallbacks)).to.equal('502 Bad Gateway');
  });

  it('refuses a 2xx answer that is not a JSON object', async () => {
    overrideHandlers(
      http.post('/api/html', () => new HttpResponse('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
    const e = (await call('html', {}, raw).catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('parse');
    expect(formErrorText(e, fallbacks)).to.equal('UNREADABLE');
  });

  it('refuses a 2xx answer without the field its call promises (a failed result, not an exception later)', async () => {
    overrideHandlers(http.post('/api/get-cart', () => HttpResponse.json({ ok: true })));
    const e = (await call('get-cart', {}, read.cart).catch((x: unknown) => x)) as ApiError;
    expect(e).to.be.instanceOf(ApiError);
    expect(e.kind).to.equal('parse');
    expect(e.message).to.equal('The answer to /get-cart has no cart.');
    expect(outcomeUnknown(e)).to.equal(true);
  });

  it('reports a network failure as kind network', async () => {
    overrideHandlers(http.post('/api/down', () => HttpResponse.error()));
    const e = (await call('down', {}, raw).catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('network');
    expect(formErrorText(e, fallbacks)).to.equal('NETWORK');
  });

  it("has no timeout by default (spec 9), and gives up after the site owner's requestTimeoutMs", async () => {
    overrideHandlers(http.post('/api/slow', async () => (await delay(600), HttpResponse.json({ late: true }))));
    expect(await call('slow', {}, raw)).to.deep.equal({ late: true });
    configure({ baseUrl: '/api/', getToken: () => token, onUnauthorized: () => undefined, timeoutMs: 150 });
    const started = performance.now();
    const e = (await call('slow', {}, raw).catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('timeout');
    expect(outcomeUnknown(e)).to.equal(true);
    expect(performance.now() - started).to.be.below(550);
  });

  it('reports a call still running after 10 s as slow, and when it ends', async function () {
    this.timeout(20_000);
    overrideHandlers(http.post('/api/slow', async () => (await delay(10_400), HttpResponse.json({}))));
    const done = call('slow', {}, raw);
    await new Promise((r) => setTimeout(r, 9_700));
    expect(slowCounts).to.deep.equal([]);
    await done;
    expect(slowCounts).to.deep.equal([1, 0]);
  });

  it('sends an Idempotency-Key with every write, one per call unless the call brings its own, and none with a read', async () => {
    const keys: Array<string | null> = [];
    const log = ({ request }: { request: Request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.json({}));
    overrideHandlers(http.post('/api/echo', log), http.post('/api/get-user', log));
    await call('echo', {}, raw, { idempotencyKey: 'k-1' });
    await call('echo', {}, raw);
    await call('echo', {}, raw);
    await call('get-user', {}, raw);
    expect(keys[0]).to.equal('k-1');
    expect(keys[1]).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[2])
      .to.match(/^[0-9a-f-]{36}$/)
      .and.not.equal(keys[1]);
    expect(keys[3]).to.equal(null);
  });

  it('a refusal (4xx) is a settled outcome; everything else may have happened', () => {
    expect(outcomeUnknown(new ApiError('http', 422, '422'))).to.equal(false);
    expect(outcomeUnknown(new ApiError('http', 404, '404'))).to.equal(false);
    expect(outcomeUnknown(new ApiError('http', 500, '500'))).to.equal(true);
    expect(outcomeUnknown(new ApiError('network', 0, 'Failed to fetch'))).to.equal(true);
    expect(outcomeUnknown(new Error('other'))).to.equal(false);
  });

  it('never sends a write again after a 500, 502 or a network error: it may have taken effect', async () => {
    let count = 0;
    overrideHandlers(http.post('/api/busy', () => ((count += 1), HttpResponse.json({ message: 'Broken' }, { status: 500 }))));
    await call('busy', {}, raw).catch(() => undefined);
    overrideHandlers(http.post('/api/busy', () => ((count += 1), HttpResponse.error())));
    await call('busy', {}, raw).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(count).to.equal(2);
  });

  it('a call whose signal aborts (unmount) is cancelled at once: it rejects with the abort, is pending no more, and tells nobody', async () => {
    overrideHandlers(http.post('/api/slow', async () => (await delay(400), HttpResponse.json({}, { status: 401 }))));
    const mount = new AbortController();
    configure({ baseUrl: '/api/', getToken: () => token, onUnauthorized: (s) => unauthorized.push(s), timeoutMs: null }, mount.signal);
    const signals: AbortSignal[] = [];
    const fetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(input instanceof Request ? input.signal : init!.signal!);
      return fetch(input, init);
    };
    try {
      const settled = call('slow', {}, raw).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 50));
      expect(client!.pending, 'in flight').to.equal(1);
      const aborted = performance.now();
      mount.abort();
      const error = await settled;
      expect(performance.now() - aborted, 'ms to settle').to.be.below(200);
      expect(error).to.be.instanceOf(DOMException);
      expect((error as DOMException).name).to.equal('AbortError');
      expect(signals.map((s) => s.aborted)).to.deep.equal([true]);
      expect(client!.pending).to.equal(0);
      await new Promise((r) => setTimeout(r, 500));
      expect(unauthorized, 'the answer reached nobody').to.deep.equal([]);
    } finally {
      window.fetch = fetch;
    }
  });

  it('a call cut short by the abort while its answer is read rejects with the abort too, not as an unreadable answer', async () => {
    overrideHandlers(
      http.post('/api/drip', () => {
        const text = new TextEncoder();
        const body = new ReadableStream({
          async start(stream) {
            stream.enqueue(text.encode('{"a":'));
            await delay(400);
            stream.enqueue(text.encode('1}'));
            stream.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const mount = new AbortController();
    configure({ baseUrl: '/api/', getToken: () => token, onUnauthorized: () => undefined, timeoutMs: null }, mount.signal);
    const settled = call('drip', {}, raw).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 150));
    const aborted = performance.now();
    mount.abort();
    const error = await settled;
    expect(performance.now() - aborted, 'ms to settle').to.be.below(200);
    expect(error).to.be.instanceOf(DOMException);
    expect(client!.pending).to.equal(0);
  });

  it('tells the session about 401 and 419, not about other failures', async () => {
    overrideHandlers(
      http.post('/api/a', () => HttpResponse.json({}, { status: 401 })),
      http.post('/api/b', () => HttpResponse.json({}, { status: 419 })),
      http.post('/api/c', () => HttpResponse.json({}, { status: 403 })),
    );
    await call('a', {}, raw).catch(() => undefined);
    await call('b', {}, raw).catch(() => undefined);
    await call('c', {}, raw).catch(() => undefined);
    expect(unauthorized).to.deep.equal([401, 419]);
  });
});

describe('form error display rule (spec 8)', () => {
  it('joins all messages of an errors map, one per line', () => {
    const e = new ApiError('http', 422, '422', { message: 'Invalid.', errors: { a: ['First.', 'Second.'], b: ['Third.'] } });
    expect(formErrorText(e, fallbacks)).to.equal('First.\nSecond.\nThird.');
  });

  it('uses the message when there is no errors map', () => {
    expect(formErrorText(new ApiError('http', 400, '400', { message: 'Cart expired.' }), fallbacks)).to.equal('Cart expired.');
  });

  it('falls back to the raw error', () => {
    expect(formErrorText(new ApiError('http', 500, '500 Internal Server Error'), fallbacks)).to.equal('500 Internal Server Error');
    expect(formErrorText(new Error('boom'), fallbacks)).to.equal('boom');
    expect(formErrorText('???', fallbacks)).to.equal('GENERIC');
  });
});
