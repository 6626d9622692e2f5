import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { mountShop, type MountedShop } from './helpers/shop';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';

type XssWindow = Window & { __xss?: number };

/** Every element of the shop's shadow roots and overlay, for what a payload could leave behind. */
function shopElements(): Element[] {
  const roots = [...document.querySelectorAll('[data-event-shop]')].map((p) => p.shadowRoot).filter((r): r is ShadowRoot => r !== null);
  const overlay = document.querySelector('[data-event-shop-overlay]')?.shadowRoot;
  return [...roots, ...(overlay ? [overlay] : [])].flatMap((r) => [...r.querySelectorAll('*')]);
}

function expectNothingActive() {
  const els = shopElements();
  expect(
    els.filter((e) => ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(e.tagName)).map((e) => e.tagName),
    'active elements',
  ).to.deep.equal([]);
  const handlers = els.flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName} ${a.name}`));
  expect(handlers, 'event handler attributes').to.deep.equal([]);
  const urls = els
    .flatMap((e) => ['href', 'src', 'action', 'formaction', 'data'].map((n) => e.getAttribute(n) ?? ''))
    .filter((v) => /^\s*javascript:/i.test(v));
  expect(urls, 'javascript: URLs').to.deep.equal([]);
  expect(
    els.filter((e) => /javascript:/i.test(e.getAttribute('style') ?? '')),
    'style URLs',
  ).to.deep.equal([]);
}

/** Bad input: hostile text and HTML, malformed answers, broken storage. */
describe('bad input', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    delete (window as XssWindow).__xss;
    localStorage.clear();
  });

  it('shows XSS payloads in product names and customer data as text, and runs none', async function () {
    this.timeout(20_000);
    await startBackend({
      seed: (state) => {
        state.products.forEach((p, i) => (p.name = XSS_PAYLOADS[i % XSS_PAYLOADS.length]));
        state.merchandise.forEach((m, i) => (m.name = XSS_PAYLOADS[(i + 7) % XSS_PAYLOADS.length]));
        state.customers[0].full_name = XSS_PAYLOADS[1];
        state.sessions['tok-xss'] = state.customers[0].id;
      },
    });
    localStorage.setItem('token', 'tok-xss');
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/tickets' });
    const view = within(shop.part('view'));
    await view.findByText(XSS_PAYLOADS[0]);
    await within(shop.part('side')).findByText(XSS_PAYLOADS[1]);
    location.hash = '#/merchandise';
    await view.findByText(XSS_PAYLOADS[7]);
    await new Promise((r) => setTimeout(r, 200));
    expect((window as XssWindow).__xss).to.equal(undefined);
    expectNothingActive();
  });

  it('sanitises every payload in configured HTML and product descriptions', async function () {
    this.timeout(20_000);
    const html = XSS_PAYLOADS.join('\n<p>between</p>\n');
    await startBackend({ seed: (state) => state.products.forEach((p) => (p.shop_description = html)) });
    const config = exampleConfig();
    config.texts = { ...config.texts, faqs: `<h2>Questions</h2>${html}`, privacyPolicy: html };
    shop = await mountShop({ config, parts: ['view'], hash: '#/faqs' });
    await within(shop.part('view')).findByRole('heading', { name: 'Questions' });
    location.hash = '#/tickets/WEEKEND';
    await waitFor(() => expect(shop!.part('view').querySelector('.es-product__description')?.textContent).to.contain('between'));
    await new Promise((r) => setTimeout(r, 200));
    expect((window as XssWindow).__xss).to.equal(undefined);
    expectNothingActive();
  });

  it('lists what it can of products with missing fields and wrong types, and never goes blank', async function () {
    this.timeout(20_000);
    await startBackend({
      seed: (state) => {
        const [a, b, c] = state.products as unknown as Array<Record<string, unknown>>;
        a.price = 'not a number';
        delete a.fee;
        b.name = null;
        b.stock = 'lots';
        delete c.shop_image;
        c.event_id = { nested: true };
      },
    });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets' });
    const view = within(shop.part('view'));
    expect((await view.findByRole('heading', { level: 1 })).textContent).to.equal('Tickets');
    await waitFor(() => expect(shop!.part('view').querySelectorAll('.es-card').length).to.be.greaterThan(2));
    expect(shop.part('view').textContent).not.to.match(/NaN|undefined|\[object Object\]/);
  });

  it('says what happened when /get-data answers an empty body or a wrong shape', async function () {
    this.timeout(20_000);
    await startBackend();
    overrideHandlers(
      http.post('/api/get-data', () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets' });
    await waitFor(() => expect(shop!.part('view').textContent).to.match(/could not|unreadable|went wrong/i));
    shop.cleanup();
    overrideHandlers(http.post('/api/get-data', () => HttpResponse.json({ data: { products: 'none', merchandise: 7, customer: [] } })));
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets' });
    expect((await within(shop.part('view')).findByRole('heading', { level: 1 })).textContent).to.equal('Tickets');
    expect(shop.part('view').textContent).not.to.match(/NaN|undefined|\[object Object\]/);
  });

  it('mounts when localStorage throws or holds garbage', async function () {
    this.timeout(20_000);
    await startBackend();
    localStorage.setItem('token', '{"not":"a token"');
    localStorage.setItem('cart', '\u0000<script>');
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/tickets' });
    await within(shop.part('view')).findByText('Weekend ticket');
    shop.cleanup();
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/tickets' });
      await within(shop.part('view')).findByText('Weekend ticket');
      expect(within(shop.part('side')).getByRole('heading', { name: /cart/i })).to.exist;
    } finally {
      Object.assign(Storage.prototype, { getItem, setItem });
    }
  });
});
