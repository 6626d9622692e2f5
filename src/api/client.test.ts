import { expect } from '@open-wc/testing';
import { http, HttpResponse, delay } from 'msw';
import { ApiError, call, configureApi } from './client';
import { formErrorText } from './form-error';
import { overrideHandlers, startBackend } from '../../test/helpers/backend';

const fallbacks = { network: 'NETWORK', generic: 'GENERIC' };

describe('API client (contract 4)', () => {
  let token: string | null = null;
  let unauthorized: number[] = [];

  beforeEach(async () => {
    await startBackend();
    token = null;
    unauthorized = [];
    configureApi({ baseUrl: '/api/', getToken: () => token, onUnauthorized: (s) => unauthorized.push(s) });
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
    expect(await call('echo', { a: 1 })).to.deep.equal({ ok: true });
    expect(seen!.method).to.equal('POST');
    expect(seen!.headers.get('content-type')).to.contain('application/json');
    expect(seen!.headers.get('accept')).to.equal('application/json');
    expect(seen!.headers.get('x-requested-with')).to.equal('XMLHttpRequest');
    expect(seen!.body).to.deep.equal({ token: 'abc', a: 1 });
  });

  it('sends token null for visitors', async () => {
    let body: unknown;
    overrideHandlers(http.post('/api/echo', async ({ request }) => ((body = await request.json()), HttpResponse.json({}))));
    await call('echo');
    expect(body).to.deep.equal({ token: null });
  });

  it('turns a non-2xx answer into one ApiError with the message and errors', async () => {
    overrideHandlers(http.post('/api/fail', () => HttpResponse.json({ message: 'Nope.', errors: { email: ['Taken.'] } }, { status: 422 })));
    const error = await call('fail').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    const e = error as ApiError;
    expect(e.kind).to.equal('http');
    expect(e.status).to.equal(422);
    expect(e.serverMessage).to.equal('Nope.');
    expect(e.fieldErrors).to.deep.equal({ email: ['Taken.'] });
  });

  it('counts a failure body that is not JSON as a plain failure', async () => {
    overrideHandlers(http.post('/api/fail', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } })));
    const e = (await call('fail').catch((x: unknown) => x)) as ApiError;
    expect(e.status).to.equal(502);
    expect(e.serverMessage).to.equal(undefined);
    expect(e.fieldErrors).to.equal(undefined);
    expect(formErrorText(e, fallbacks)).to.equal('502 Bad Gateway');
  });

  it('refuses a 2xx answer that is not a JSON object', async () => {
    overrideHandlers(http.post('/api/html', () => new HttpResponse('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    const e = (await call('html').catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('parse');
  });

  it('reports a network failure as kind network', async () => {
    overrideHandlers(http.post('/api/down', () => HttpResponse.error()));
    const e = (await call('down').catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('network');
    expect(formErrorText(e, fallbacks)).to.equal('NETWORK');
  });

  it('gives up after the call timeout', async () => {
    overrideHandlers(http.post('/api/slow', async () => (await delay(2000), HttpResponse.json({}))));
    const started = performance.now();
    const e = (await call('slow', {}, { timeout: 150 }).catch((x: unknown) => x)) as ApiError;
    expect(e.kind).to.equal('timeout');
    expect(performance.now() - started).to.be.below(1500);
  });

  it('never retries a POST', async () => {
    let count = 0;
    overrideHandlers(http.post('/api/busy', () => ((count += 1), HttpResponse.json({ message: 'Busy' }, { status: 503 }))));
    await call('busy').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(count).to.equal(1);
  });

  it('tells the session about 401 and 419, not about other failures', async () => {
    overrideHandlers(
      http.post('/api/a', () => HttpResponse.json({}, { status: 401 })),
      http.post('/api/b', () => HttpResponse.json({}, { status: 419 })),
      http.post('/api/c', () => HttpResponse.json({}, { status: 403 })),
    );
    await call('a').catch(() => undefined);
    await call('b').catch(() => undefined);
    await call('c').catch(() => undefined);
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
