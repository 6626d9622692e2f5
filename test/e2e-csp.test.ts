import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/backend/seed';
import readme from '../README.md';
import { expectClean, openCspHost, typeIn, type CspFrame } from './helpers/csp-frame';

/**
 * dist/event-shop.js on a host page under a strict CSP with Trusted Types
 * (web-test-runner.config.mjs; README, Content Security Policy): no CSP
 * violation and no error on any screen that writes HTML, and configured HTML
 * full of inline handlers and styles (test/fixtures/csp/start.js) is cleaned
 * without tripping the CSP.
 */
describe('dist/event-shop.js under a strict CSP with Trusted Types', () => {
  let frame: CspFrame | null = null;
  afterEach(() => {
    frame?.remove();
    frame = null;
    localStorage.clear();
  });

  const view = () => within(frame!.part('view'));
  const heading = () => view().getByRole('heading', { level: 1 }).textContent;

  it("is served with the README's example header, plus the demo backend's default policy", async () => {
    const header = (await fetch('/test/fixtures/csp/shop.html')).headers.get('content-security-policy') ?? '';
    const example = /Content-Security-Policy: ([^`]*?)\n```/.exec(readme)![1].replace(/\s+/g, ' ');
    expect(header.replace(/'nonce-[\w-]+'/g, "'nonce-…'")).to.equal(`${example} default`);
  });

  it('shows the home page', async function () {
    this.timeout(20_000);
    frame = await openCspHost('shop');
    await view().findByRole('heading', { name: 'Featured Products' });
    expect(frame.part('view').querySelector('img')).to.exist;
    await expectClean(frame);
  });

  it('shows a product page with its HTML description', async function () {
    this.timeout(20_000);
    frame = await openCspHost('shop', { hash: '#/tickets/WEEKEND' });
    await view().findByText(/Three days of music on five stages/, undefined, { timeout: 5000 });
    expect(frame.part('view').querySelector('.es-product__description p')).to.exist;
    await expectClean(frame);
  });

  it('shows the FAQs and the privacy policy, configured HTML cleaned', async function () {
    this.timeout(20_000);
    frame = await openCspHost('shop', { hash: '#/faqs' });
    await view().findByText('At noon.');
    expect(heading()).to.equal('FAQs');
    // The FAQs hold a <style> element: gone with its content, the text around it kept.
    expect(frame.part('view').querySelector('.es-html')!.textContent).to.equal('When do gates open?At noon.x');
    frame.win.location.hash = '#/privacy-policy';
    await view().findByText('We keep your data safe.');
    const html = frame.part('view').querySelector('.es-html')!.innerHTML;
    expect(html).to.equal('<p>We keep your data safe.</p><img><span>x</span>');
    expect(frame.host.tripped).to.equal(undefined);
    await expectClean(frame);
  });

  it('shows the checkout and its terms modal to a logged-in customer', async function () {
    this.timeout(30_000);
    frame = await openCspHost('shop');
    const side = within(frame.part('side'));
    await side.findByRole('button', { name: 'Login' });
    await new Promise((r) => setTimeout(r, 100));
    typeIn(frame, side.getByLabelText('Email'), DEMO_EMAIL);
    typeIn(frame, side.getByLabelText('Password'), DEMO_PASSWORD);
    side.getByRole('button', { name: 'Login' }).click();
    await side.findByRole('heading', { name: 'Your account' }, { timeout: 5000 });
    frame.win.location.hash = '#/merchandise/BOTTLE';
    (await view().findByRole('button', { name: 'Add to cart' }, { timeout: 5000 })).click();
    await within(frame.overlay()).findByText('Item added to cart.', undefined, { timeout: 5000 });
    frame.win.location.hash = '#/checkout';
    (await view().findByRole('button', { name: 'Read the Terms and Conditions' }, { timeout: 5000 })).click();
    const dialog = await within(frame.overlay()).findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByText('Tickets are personal.')).to.exist;
    expect(dialog.querySelector('[style], [onerror], [onclick], script')).to.equal(null);
    expect(frame.host.tripped).to.equal(undefined);
    await expectClean(frame);
  });

  it('is what the policy does: without event-shop in trusted-types the FAQs break, and the check sees it', async function () {
    this.timeout(20_000);
    frame = await openCspHost('shop', { query: '?without-event-shop-policy' });
    frame.win.location.hash = '#/faqs';
    await waitFor(() => expect(frame!.log.violations.join('\n')).to.contain('trusted-types-policy event-shop'), { timeout: 5000 });
    await waitFor(() => expect(frame!.log.errors).not.to.deep.equal([]));
  });
});
