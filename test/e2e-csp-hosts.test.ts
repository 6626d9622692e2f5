import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { expectClean, expectHostUnchanged, openCspHost, type CspFrame } from './helpers/csp-frame';

/**
 * Hostile hosts (docs/embed-contract.md §2 Isolation; test/fixtures/csp/, all
 * under the strict CSP): aggressive global CSS, the bundle loaded twice, host
 * anchors and query strings. Each time: no error, no CSP violation, the host's
 * own elements (class `host`) as they were before the bundle ran.
 */
describe('dist/event-shop.js on hostile strict-CSP hosts', () => {
  let frame: CspFrame | null = null;
  afterEach(() => {
    frame?.remove();
    frame = null;
    localStorage.clear();
  });

  const view = () => within(frame!.part('view'));

  it('keeps its buttons sized and its cart inside its panel under aggressive global CSS', async function () {
    this.timeout(20_000);
    frame = await openCspHost('hostile-css', { hash: '#/merchandise/BOTTLE' });
    // The theme (a nonce'd <style>) is in force on the host's own elements.
    expect(frame.win.getComputedStyle(frame.doc.documentElement).fontSize).to.equal('10px');
    expect(frame.win.getComputedStyle(frame.doc.querySelector('div.host')!).padding).to.equal('7px');
    (await view().findByRole('button', { name: 'Add to cart' }, { timeout: 5000 })).click();
    await within(frame.overlay()).findByText('Item added to cart.', undefined, { timeout: 5000 });
    const side = frame.part('side');
    await waitFor(() => expect(side.querySelectorAll('.es-cart tbody tr').length).to.equal(1));
    const buttons = [...frame.part('view').querySelectorAll('button'), ...side.querySelectorAll('button')];
    expect(buttons.length).to.be.above(2);
    for (const button of buttons) {
      const { width, height } = button.getBoundingClientRect();
      expect(width > 0 && height >= 24, `${button.textContent}: ${width}×${height}`).to.equal(true);
    }
    const cart = side.querySelector<HTMLElement>('.es-cart')!;
    expect(cart.scrollWidth, 'cart overflows').to.be.at.most(cart.clientWidth);
    expect(side.scrollWidth, 'side panel overflows').to.be.at.most(side.clientWidth);
    expectHostUnchanged(frame);
    await expectClean(frame);
  });

  it('mounts one shop when the bundle is loaded twice', async function () {
    this.timeout(20_000);
    frame = await openCspHost('twice', { hash: '#/faqs' });
    await view().findByText('At noon.');
    expect(frame.doc.querySelectorAll('script[src="/dist/event-shop.js"]').length).to.equal(2);
    for (const host of Array.from(frame.doc.querySelectorAll('[data-event-shop]'))) {
      expect(host.shadowRoot!.querySelectorAll('.es-root').length, host.getAttribute('data-event-shop')!).to.equal(1);
    }
    expect(frame.doc.querySelectorAll('[data-event-shop-overlay]').length).to.equal(1);
    frame.win.location.hash = '#/privacy-policy';
    await view().findByText('We keep your data safe.');
    expectHostUnchanged(frame);
    await expectClean(frame);
  });

  it('leaves a host anchor and query string alone, and keeps its route', async function () {
    this.timeout(20_000);
    frame = await openCspHost('shop', { query: '?utm_source=x', hash: '#/faqs', reset: false });
    await view().findByText('At noon.');
    const heading = view().getByRole('heading', { level: 1 });
    frame.doc.querySelector<HTMLAnchorElement>('a[href="#contact"]')!.click();
    await new Promise((r) => setTimeout(r, 200));
    expect(frame.win.location.search).to.equal('?utm_source=x');
    expect(frame.win.location.hash).to.equal('#contact');
    expect(frame.win.scrollY).to.be.above(0);
    expect(Math.round(frame.doc.getElementById('contact')!.getBoundingClientRect().top)).to.equal(0);
    expect(view().getByRole('heading', { level: 1 }) === heading, 'the same FAQs heading: the route survives').to.equal(true);
    expectHostUnchanged(frame);
    await expectClean(frame);
  });

  it('opens at a host anchor with a query string: the anchor stays in view, both stay in the address', async function () {
    this.timeout(20_000);
    frame = await openCspHost('shop', { query: '?utm_source=x', hash: '#contact', reset: false });
    await view().findByRole('heading', { name: 'Featured Products' });
    await new Promise((r) => setTimeout(r, 200));
    expect(frame.win.location.search).to.equal('?utm_source=x');
    expect(frame.win.location.hash).to.equal('#contact');
    const top = frame.doc.getElementById('contact')!.getBoundingClientRect().top;
    expect(top, 'contact in view').to.be.within(-1, frame.win.innerHeight / 2);
    expectHostUnchanged(frame);
    await expectClean(frame);
  });
});
