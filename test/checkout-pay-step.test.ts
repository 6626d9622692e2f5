import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { setViewport } from './helpers/commands';
import { getResponse, http, HttpResponse } from 'msw';
import type { Part } from '../src/app/parts';
import { callsOf, overrideHandlers } from './helpers/backend';
import { nextFrame, openCheckout, PAY, type CheckoutScene } from './helpers/checkout';
import { widthOf } from './helpers/layout';
import { choose, typeInto } from './helpers/shop';

/** Checkout as one payment step, its action saying what it does, on a wide screen and on a phone. */
describe('checkout: one payment step', () => {
  let scene: CheckoutScene | null = null;
  afterEach(async () => {
    scene?.shop.cleanup();
    scene = null;
    await setViewport({ width: 800, height: 600 });
  });

  const PARTS: Part[] = ['header', 'view', 'side'];
  const open = async (code: string, width: number, holder?: string) => {
    await setViewport({ width: Math.max(width + 120, 800), height: 900 });
    scene = await openCheckout([{ code, holder }], { parts: PARTS });
    widthOf(scene.shop.placeholders[1], width);
    await waitFor(() => expect((pay() as HTMLButtonElement).disabled, 'pay action ready').to.equal(false));
    return scene;
  };
  const part = (name: Part) => scene!.shop.part(name);
  const everywhere = () => PARTS.map((name) => within(part(name)));
  const pay = () => scene!.view.getByRole('button', { name: PAY });
  const summary = () => scene!.view.getByRole('complementary', { name: 'Your order' }) as HTMLElement;
  /** The summary's total rows (its tfoot): the one total to pay. */
  const totals = () => Array.from(summary().querySelectorAll('tfoot tr')).map((tr) => tr.textContent);
  const marks = () => scene!.view.queryByRole('img', { name: 'We accept Visa, Mastercard and American Express' });

  it('at 1280 px: one total to pay, one pay action naming it beside the card marks, no Checkout button in any part', async () => {
    await open('WEEKEND', 1280, 'Ann Lee');
    expect(pay().textContent).to.equal('Pay €200.00');
    expect(totals()).to.deep.equal(['Total€200.00']);
    expect(marks(), 'card marks for a card payment').to.exist;
    expect(pay().parentElement!.contains(marks()), 'the marks beside the action').to.equal(true);
    // The side cart is a compact summary: no second total, no Checkout (also in the header's drop-down).
    within(part('header')).getByRole('button', { name: 'Cart: 1 item' }).click();
    await within(part('header')).findByRole('heading', { name: 'Your Cart' });
    for (const p of everywhere()) expect(p.queryAllByRole('button', { name: /checkout/i })).to.deep.equal([]);
    expect(scene!.view.getAllByRole('button', { name: PAY })).to.have.length(1);
    expect(
      part('side').querySelectorAll('.es-money').length + part('header').querySelectorAll('.es-money').length,
      'no other amount beside the checkout',
    ).to.equal(0);
    expect(part('view').querySelectorAll('.es-btn--primary').length, 'one primary button').to.equal(1);
    expect(within(part('side')).getByText('Cart: 1 item')).to.exist;
    // The voucher entry stands above the action.
    const voucher = scene!.view.getByLabelText('Voucher code');
    expect(voucher.getBoundingClientRect().bottom <= pay().getBoundingClientRect().top).to.equal(true);
    // Two columns: no fold toggle.
    expect(scene!.view.queryByRole('button', { name: 'Hide items' })).to.equal(null);
  });

  it("says 'Place order' for bank transfer and voucher, and follows the method and amount as they change", async () => {
    await open('BOTTLE', 1280);
    expect(pay().textContent).to.equal('Pay €15.30');
    const apply = async (code: string) => {
      // The voucher form is new after a removal: a person types into it a frame or two after it shows (helpers/checkout).
      await nextFrame();
      const calls = callsOf(scene!.backend, 'validate-voucher').length;
      const field = scene!.view.getByLabelText('Voucher code') as HTMLInputElement;
      typeInto(field, code);
      const button = scene!.view.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
      button.click();
      await scene!.view.findByRole('button', { name: 'Remove voucher' }).catch((error: Error) => {
        // What the shopper's click led to, so a failure says where the voucher was lost.
        const sent = callsOf(scene!.backend, 'validate-voucher').length - calls;
        const state = `${sent} /validate-voucher sent, field "${field.value}" (${field.isConnected ? 'shown' : 'gone'}), Apply's form ${button.form?.id ?? 'none'}`;
        throw new Error(`${code} was not applied (${state}): ${error.message.split('\n')[0]}`);
      });
    };
    await apply('TENOFF');
    await waitFor(() => expect(pay().textContent).to.equal('Pay €5.30'));
    expect(totals(), 'the amount left to pay is the one total').to.deep.equal(['To pay€5.30']);
    scene!.view.getByRole('button', { name: 'Remove voucher' }).click();
    await waitFor(() => expect(pay().textContent).to.equal('Pay €15.30'));
    await apply('FULLPASS');
    await waitFor(() => expect(pay().textContent).to.equal('Place order'));
    expect(scene!.view.getByText('Payment method: Voucher')).to.exist;
    expect(marks(), 'no card marks for a voucher').to.equal(null);
    scene!.shop.cleanup();
    scene = null;
    await open('HARBOUR', 1280, 'Ann Lee');
    expect(pay().textContent).to.equal('Place order');
    expect(scene!.view.getByText('Payment method: Bank transfer')).to.exist;
    expect(marks(), 'no card marks for a transfer').to.equal(null);
  });

  it('reads amounts sent as strings (a foreign backend) into the same label', async () => {
    const stringify = (value: unknown): unknown =>
      typeof value === 'number'
        ? String(value)
        : Array.isArray(value)
          ? value.map(stringify)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' ? v : stringify(v)]))
            : value;
    const foreign = (action: string) =>
      http.post(`/api/${action}`, async ({ request }) =>
        HttpResponse.json(stringify(await (await getResponse(scene!.backend.handlers, request))!.json()) as Record<string, unknown>),
      );
    await open('TEE-2027', 1280);
    const before = pay().textContent;
    overrideHandlers(foreign('calculate-invoice'), foreign('get-cart'));
    choose(scene!.view.getByLabelText(/^Shipping country/) as HTMLSelectElement, 'NL');
    await waitFor(() => expect(summary().querySelector('tfoot')!.textContent).to.contain('€37.50'));
    expect(before).to.equal('Pay €30.00');
    expect(pay().textContent).to.equal('Pay €37.50');
  });

  it('at 375 px: the summary and its total come before the pay action; its lines fold away, the total stays', async () => {
    await open('WEEKEND', 375, 'Ann Lee');
    const aside = summary();
    expect(aside.compareDocumentPosition(pay()) & Node.DOCUMENT_POSITION_FOLLOWING, 'DOM order').to.not.equal(0);
    expect(aside.getBoundingClientRect().bottom <= pay().getBoundingClientRect().top, 'visual order').to.equal(true);
    const toggle = within(aside).getByRole('button', { name: 'Hide items' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getBoundingClientRect().height).to.be.at.least(44);
    const line = within(aside).getByText('Weekend ticket');
    expect(line.getClientRects().length).to.be.above(0);
    toggle.click();
    const shown = await within(aside).findByRole('button', { name: 'Show items' });
    expect(shown.getAttribute('aria-expanded')).to.equal('false');
    expect(line.getClientRects().length, 'the lines folded').to.equal(0);
    const total = within(aside).getByRole('rowheader', { name: 'Total' });
    expect(total.getClientRects().length, 'the total still shown').to.be.above(0);
    expect(total.nextElementSibling?.textContent).to.equal('€200.00');
    expect(total.getBoundingClientRect().bottom <= pay().getBoundingClientRect().top).to.equal(true);
    shown.click();
    await waitFor(() => expect(line.getClientRects().length).to.be.above(0));
  });

  it('applying and removing a voucher keeps focus and scroll where they were, and announces the new amount', async () => {
    await open('BOTTLE', 375);
    const live = () =>
      (scene!.shop.overlay().getRootNode() as ShadowRoot).querySelector('[role="status"][aria-live="polite"]')?.textContent;
    const active = () => (part('view').getRootNode() as ShadowRoot).activeElement;
    const input = scene!.view.getByLabelText('Voucher code') as HTMLInputElement;
    input.scrollIntoView({ block: 'center' });
    const scrolled = window.scrollY;
    expect(scrolled, 'the page scrolled to the voucher').to.be.above(0);
    typeInto(input, 'TENOFF');
    input.focus();
    scene!.view.getByRole('button', { name: 'Apply' }).click();
    const remove = await scene!.view.findByRole('button', { name: 'Remove voucher' });
    await waitFor(() => expect(live()).to.equal('Voucher TENOFF applied. To pay: €5.30'));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    expect(active() === remove, `focus on Remove voucher, not ${active()?.outerHTML.slice(0, 60)}`).to.equal(true);
    expect(window.scrollY).to.be.closeTo(scrolled, 1);
    remove.focus();
    remove.click();
    await waitFor(() => expect(live()).to.equal('Voucher removed. To pay: €15.30'));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    expect(active() === scene!.view.getByLabelText('Voucher code'), 'focus back in the voucher field').to.equal(true);
    expect(window.scrollY).to.be.closeTo(scrolled, 1);
  });
});
