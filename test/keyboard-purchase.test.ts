import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { nextFrame } from './helpers/checkout';
import { mountShop, type MountedShop } from './helpers/shop';
import { leavePage } from '../src/stores/payment';

/** The element that has focus, through shadow roots. */
function focused(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el as HTMLElement | null;
}

const nameOf = (el: HTMLElement) =>
  (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim();

/** Tab (forwards) until the focused element's name matches; every stop must show its focus. */
async function tabTo(name: RegExp, unseen: string[], max = 80): Promise<HTMLElement> {
  for (let i = 0; i < max; i += 1) {
    await sendKeys({ press: 'Tab' });
    const el = focused();
    if (!el) continue;
    // The ring is on the element or, for a card's stretched link, on its ::after.
    const shown = [getComputedStyle(el), getComputedStyle(el, '::after')].some((s) => s.outlineStyle !== 'none' || s.boxShadow !== 'none');
    if (!shown) unseen.push(`${el.tagName} "${nameOf(el)}"`);
    if (name.test(nameOf(el))) return el;
  }
  throw new Error(`no focusable element named ${name} within ${max} tabs`);
}

/** A purchase with the keyboard only, every focus visible (docs/accessibility.md). */
describe('keyboard-only purchase', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
    localStorage.clear();
  });

  it('from the listing to the payment provider: product, add to cart, log in, accept the terms, pay', async function () {
    this.timeout(60_000);
    await startBackend();
    const left: string[] = [];
    leavePage.assign = (url) => void left.push(url);
    leavePage.submit = (form) => void left.push(form.action);
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/merchandise' });
    const view = within(shop.part('view'));
    await view.findByText('Steel water bottle');
    (document.activeElement as HTMLElement | null)?.blur();
    const unseen: string[] = [];

    await tabTo(/^Steel water bottle$/, unseen);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('Steel water bottle'));
    await tabTo(/^Add to cart$/, unseen);
    await sendKeys({ press: 'Enter' });
    await within(shop.part('side')).findByText('Steel water bottle');

    await tabTo(/^Checkout$/, unseen);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(window.location.hash).to.equal('#/login?from=%2Fcheckout'));
    await nextFrame();
    await tabTo(/^Email/, unseen);
    await sendKeys({ type: 'demo@festival.example' });
    await tabTo(/^Password/, unseen);
    await sendKeys({ type: 'festival2026' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(window.location.hash).to.equal('#/checkout'), { timeout: 5000 });
    await view.findByRole('button', { name: /^Pay €/ }, { timeout: 5000 });
    await nextFrame();

    await tabTo(/I accept|Terms and Conditions/, unseen);
    await sendKeys({ press: ' ' });
    await tabTo(/^Pay €\d/, unseen);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(left).to.have.length(1), { timeout: 10_000 });
    expect(left[0]).to.match(/provider/);
    expect(unseen, 'focus stops with no visible focus indicator').to.deep.equal([]);
  });
});
