import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { SHIPPED } from './helpers/languages';
import { openDemo, type DemoFrame } from './helpers/demo-frame';
import { typeInto } from './helpers/shop';

/** The demo is easy to drive (its reset and its outbox). */
describe('the demo page', () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes ?reset-demo out of the address once it has reset, so a reload keeps the data', async function () {
    this.timeout(20_000);
    demo = await openDemo({ hash: '#/faqs', reset: true });
    expect(demo.win.location.search).to.equal('');
    expect(demo.win.location.hash).to.equal('#/faqs');
  });

  it('?lang=de mounts the shop with the German config (demo/config.de.json) and keeps the language through a reset', async function () {
    this.timeout(20_000);
    demo = await openDemo({ hash: '#/tickets', query: 'lang=de' });
    await waitFor(() => expect(within(demo!.part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('Tickets'));
    expect(within(demo.part('nav')).getByRole('navigation', { name: 'Shop-Navigation' })).to.exist;
    expect(within(demo.part('side')).getByRole('heading', { name: 'Ihr Warenkorb' })).to.exist;
    expect(demo.win.location.search).to.equal('?lang=de');
    expect(demo.doc.documentElement.lang).to.equal('de');
    expect(demo.doc.getElementById('demo-reset')!.getAttribute('href')).to.equal('?lang=de&reset-demo');
    expect(demo.errors).to.deep.equal([]);
  });

  it('?lang=ar loads the Arabic file (dist/event-shop.ar.js): the whole shop in Arabic, right to left, on the English page', async function () {
    this.timeout(20_000);
    demo = await openDemo({ hash: '#/tickets', query: 'lang=ar' });
    expect(demo.doc.querySelector('script[src$="dist/event-shop.ar.js"]'), 'the Arabic file').to.exist;
    expect(demo.doc.querySelector('script[src$="dist/event-shop.js"]'), 'not the English one').to.equal(null);
    await waitFor(() =>
      expect(within(demo!.part('view')).getByRole('heading', { level: 1 }).textContent).to.equal(SHIPPED.ar['title.tickets']),
    );
    for (const part of ['header', 'nav', 'view', 'side', 'footer'])
      expect([demo.part(part).lang, demo.part(part).dir], part).to.deep.equal(['ar', 'rtl']);
    expect(demo.doc.documentElement.lang).to.equal('en');
    expect(demo.doc.documentElement.getAttribute('dir')).to.equal(null);
    expect(within(demo.part('side')).getByRole('heading', { name: SHIPPED.ar['cart.title'] as string })).to.exist;
    expect(demo.errors).to.deep.equal([]);
  });

  it("?lang=nl loads the Dutch file: its texts, and Dutch numbers by default (the config's locale left out)", async function () {
    this.timeout(20_000);
    demo = await openDemo({ hash: '#/tickets', query: 'lang=nl' });
    const view = within(demo.part('view'));
    await waitFor(() => expect(view.getByRole('heading', { level: 1 }).textContent).to.equal(SHIPPED.nl['title.tickets']));
    expect(demo.part('view').lang).to.equal('nl');
    const prices = await waitFor(() => {
      const shown = [...demo!.part('view').querySelectorAll('.es-money')].map((el) => el.textContent);
      if (!shown.length) throw new Error('no prices yet');
      return shown;
    });
    for (const price of prices) expect(price).to.match(/^€\s\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(demo.errors).to.deep.equal([]);
  });

  it('lists the e-mails its backend sent: a visitor registers, reads the password there and logs in with it', async function () {
    this.timeout(30_000);
    demo = await openDemo({ hash: '#/register' });
    const view = within(demo.part('view'));
    typeInto(await view.findByLabelText(/Full name/), 'Rosa Demo');
    typeInto(view.getByLabelText(/Email/), 'rosa@demo.example');
    await new Promise((r) => setTimeout(r, 50));
    view.getByRole('button', { name: 'Register' }).click();
    await view.findByRole('status');
    const outbox = demo.doc.getElementById('demo-outbox') as HTMLDetailsElement;
    outbox.open = true;
    const password = await waitFor(() => {
      const code = outbox.querySelector('code');
      if (!code?.textContent) throw new Error('no password mail yet');
      return code.textContent;
    });
    expect(outbox.textContent).to.contain('to rosa@demo.example');
    demo.win.location.hash = '#/login';
    typeInto(await view.findByLabelText(/Email/), 'rosa@demo.example');
    typeInto(view.getByLabelText(/Password/), password);
    await new Promise((r) => setTimeout(r, 50));
    view.getByRole('button', { name: 'Login' }).click();
    await waitFor(() => expect(within(demo!.part('side')).getByText('Rosa Demo')).to.exist, { timeout: 5000 });
    expect(demo.errors).to.deep.equal([]);
  });

  it('?backend=foreign answers like a real host backend for the rest of the tab, a 502 only on the load that asks; ?backend=demo ends it', async function () {
    this.timeout(40_000);
    /** A call from inside the demo page, so its own backend answers. */
    const post = (frame: DemoFrame, action: string) =>
      frame.win.fetch(`/api/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: '{"token":null,"cart":"NOCART"}',
      });
    const price = async (frame: DemoFrame) =>
      ((await (await post(frame, 'get-data')).json()) as { data: { products: { price: unknown }[] } }).data.products[0].price;
    demo = await openDemo({ hash: '#/faqs', query: 'backend=foreign&latency=0&bad-gateway=get-cart' });
    expect(await price(demo)).to.equal('189.50');
    expect(demo.doc.querySelector('.site-notice')!.textContent).to.contain('foreign mode');
    const failed = await post(demo, 'get-cart');
    expect([failed.status, failed.headers.get('content-type')]).to.deep.equal([502, 'text/html']);
    expect((await post(demo, 'get-cart')).status).to.equal(404);
    demo.remove();
    // Another page of the tab (the way back from the provider): still foreign, and no 502.
    demo = await openDemo({ hash: '#/faqs', reset: false });
    expect(await price(demo)).to.equal('189.50');
    expect((await post(demo, 'get-cart')).status).to.equal(404);
    demo.remove();
    demo = await openDemo({ hash: '#/faqs', query: 'backend=demo' });
    expect(await price(demo)).to.equal(189.5);
    expect(demo.doc.querySelector('.site-notice')!.textContent).not.to.contain('foreign mode');
  });
});
