import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { openDemo, type DemoFrame } from './helpers/demo-frame';
import demoHtml from '../demo/index.html';
import example from '../demo/config.json';

/** End-to-end checks of the built dist/event-shop.js on real host pages. */
describe('dist/event-shop.js on the demo page (end to end)', () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
  });

  it('mounts every placeholder of the demo page with no console error', async function () {
    this.timeout(20_000);
    demo = await openDemo();
    for (const part of ['header', 'nav', 'view', 'side', 'footer']) expect(demo.part(part), part).to.exist;
    expect(
      within(demo.part('nav'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).to.deep.equal(['Home', 'Tickets', 'Merchandise', 'Portal', 'Ambassadors']);
    expect(demo.win.EventShop?.version).to.match(/^\d+\.\d+\.\d+/);
    expect(demo.errors).to.deep.equal([]);
  });

  it('navigates by hash, leaves the host anchor alone, and adds no global but EventShop', async function () {
    this.timeout(20_000);
    demo = await openDemo();
    const blank = document.createElement('iframe');
    document.body.append(blank);
    const baseline = new Set(Object.keys(blank.contentWindow as Window));
    blank.remove();
    const link = within(demo.part('footer')).getByRole('link', { name: 'FAQs' });
    link.click();
    await waitFor(() => expect(within(demo!.part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('FAQs'));
    const heading = within(demo.part('view')).getByRole('heading', { level: 1 });
    (demo.doc.querySelector('a[href="#contact"]') as HTMLAnchorElement).click();
    await new Promise((r) => setTimeout(r, 100));
    expect(demo.win.location.hash).to.equal('#contact');
    expect(within(demo.part('view')).getByRole('heading', { level: 1 }) === heading, 'the same heading node: no re-render').to.equal(true);
    // The demo page's simulated backend defines EventShopDemo, and msw wraps
    // WebSocket to intercept sockets; neither is the bundle's.
    const added = Object.keys(demo.win).filter((k) => !baseline.has(k) && k !== 'EventShopDemo' && k !== 'WebSocket');
    expect(added).to.deep.equal(['EventShop']);
    expect(demo.errors).to.deep.equal([]);
  });

  it('unmount through the global API removes everything the bundle added', async function () {
    this.timeout(20_000);
    demo = await openDemo();
    demo.win.EventShop!.unmount();
    expect(demo.doc.querySelector('[data-event-shop-overlay]')).to.equal(null);
    for (const el of Array.from(demo.doc.querySelectorAll('[data-event-shop]'))) {
      expect(el.shadowRoot?.childNodes.length).to.equal(0);
      expect(el.shadowRoot?.adoptedStyleSheets.length).to.equal(0);
    }
    expect(demo.doc.head.querySelectorAll('style').length).to.equal(1);
    demo.win.EventShop!.mount();
    await waitFor(() => expect(demo!.part('nav').textContent).to.contain('Portal'));
  });

  it('carries demo/config.json (the contract example plus a transfer-only event) as its config', () => {
    const match = /<script type="application\/json" id="event-shop-config">([\s\S]*?)<\/script>/.exec(demoHtml);
    expect(JSON.parse(match![1])).to.deep.equal(example);
  });
});

describe('dist/event-shop.js on another host page (hostile CSS, other config, auto-mount)', () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
  });

  it('mounts by itself from window.EventShopConfig (USD, New York, another apiBase) with no console error', async function () {
    this.timeout(20_000);
    demo = await openDemo({ page: '/test/fixtures/host.html', hash: '#/faqs', readyPart: 'app' });
    const app = demo.part('app');
    for (const part of ['account', 'cart']) expect(demo.doc.querySelector(`[data-event-shop="${part}"]`)!.shadowRoot, part).to.exist;
    expect(within(app).getByRole('heading', { level: 1 }).textContent).to.equal('FAQs');
    expect(within(app).getByText('Doors at six.')).to.exist;
    // /get-data went to the host's own apiBase and succeeded.
    expect(within(app).queryByText(/could not be loaded/)).to.equal(null);
    const navigation = within(app).getByRole('navigation', { name: 'Shop navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).to.deep.equal(['Home', 'Tickets', 'Portal']);
    expect(within(app).getByRole('link', { name: 'box-office@another.example' })).to.exist;
    // The hostile theme does not reach inside.
    const nav = app.querySelector('nav')!;
    expect(demo.win.getComputedStyle(nav).display).to.equal('block');
    const navLink = within(nav).getByRole('link', { name: 'Home' });
    expect(demo.win.getComputedStyle(navLink).minHeight).to.equal('44px');
    // The part takes the page's font (README "Theming"); the theme's `*` rule reaches no element inside.
    const placeholder = demo.doc.querySelector('[data-event-shop="app"]')!;
    expect(demo.win.getComputedStyle(app).fontFamily).to.equal(demo.win.getComputedStyle(placeholder).fontFamily);
    expect(demo.win.getComputedStyle(navLink).fontFamily).to.equal(demo.win.getComputedStyle(app).fontFamily);
    // Its green text (3:1 on white) is not taken: the shop keeps its own.
    expect(demo.win.getComputedStyle(within(app).getByRole('heading', { level: 1 })).color).to.equal('rgb(29, 29, 36)');
    expect(demo.win.getComputedStyle(app).fontSize).to.equal('16px');
    expect(demo.errors).to.deep.equal([]);
  });

  it('leaves the host page anchor alone', async function () {
    this.timeout(20_000);
    demo = await openDemo({ page: '/test/fixtures/host.html', hash: '#/faqs', readyPart: 'app' });
    (demo.doc.querySelector('a[href="#contact"]') as HTMLElement).click();
    await new Promise((r) => setTimeout(r, 100));
    expect(demo.win.location.hash).to.equal('#contact');
    expect(within(demo.part('app')).getByRole('heading', { level: 1 }).textContent).to.equal('FAQs');
    expect(demo.errors).to.deep.equal([]);
  });
});
