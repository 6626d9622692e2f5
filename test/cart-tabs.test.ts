import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { openDemo, type DemoFrame } from './helpers/demo-frame';

/**
 * Two tabs of one site (two frames of the demo page with the built bundle,
 * sharing localStorage and the demo backend persisted there): a cart change in
 * one shows in the other within a second. Run `npm run build` first.
 */
describe('cart across tabs (dist/event-shop.js on the demo page)', () => {
  const frames: DemoFrame[] = [];
  afterEach(() => {
    frames.splice(0).forEach((f) => f.remove());
    localStorage.clear();
  });

  const rows = (demo: DemoFrame) =>
    Array.from(demo.part('side').querySelectorAll('.es-cart tbody tr')).map((tr) => tr.querySelector('.es-lines__text')?.textContent ?? '');
  const toast = (demo: DemoFrame, text: string) => within(demo.overlay()).findByText(text, {}, { timeout: 3000 });

  it('shows a cart created, changed and emptied in one tab in the other within a second', async function () {
    this.timeout(30_000);
    const a = await openDemo({ hash: '#/merchandise/BOTTLE' });
    frames.push(a);
    const b = await openDemo({ hash: '#/tickets', reset: false });
    frames.push(b);
    expect(within(b.part('side')).getByText('Your Cart is empty.')).to.exist;
    const add = await within(a.part('view')).findByRole('button', { name: 'Add to cart' }, { timeout: 3000 });

    // 1. The cart is created in A: B hears the new code (storage event) and loads it.
    add.click();
    await toast(a, 'Item added to cart.');
    await waitFor(() => expect(rows(b)).to.deep.equal(['Steel water bottle']), { timeout: 1000 });
    expect(b.win.localStorage.getItem('cart')).to.equal(a.win.localStorage.getItem('cart'));

    // 2. The same cart changes in A (the code does not): B follows too.
    await waitFor(() => expect(add.hasAttribute('disabled')).to.equal(false));
    add.click();
    await waitFor(() => expect(rows(a)).to.have.length(2), { timeout: 3000 });
    await waitFor(() => expect(rows(b)).to.have.length(2), { timeout: 1000 });
    expect(within(b.part('header')).getByRole('button', { name: 'Cart: 2 items' })).to.exist;

    // 3. And back: a removal in B shows in A.
    const removeIn = async (demo: DemoFrame) => {
      within(demo.part('side')).getAllByRole('button', { name: 'Remove Steel water bottle' })[0].click();
      const dialog = await within(demo.overlay()).findByRole('dialog', { name: 'Remove item' });
      within(dialog).getByRole('button', { name: 'Confirm' }).click();
      await toast(demo, 'Item removed from cart.');
    };
    await removeIn(b);
    await waitFor(() => expect(rows(a)).to.have.length(1), { timeout: 1000 });

    // 4. A removes the last line: the cart is empty in A, and in B within a second.
    await waitFor(() => expect(within(a.overlay()).queryByRole('dialog')).to.equal(null));
    await removeIn(a);
    expect(within(a.part('side')).getByText('Your Cart is empty.')).to.exist;
    await waitFor(() => expect(within(b.part('side')).getByText('Your Cart is empty.')).to.exist, { timeout: 1000 });
    expect(within(b.part('header')).getByRole('button', { name: 'Cart: 0 items' })).to.exist;
    expect(a.errors).to.deep.equal([]);
    expect(b.errors).to.deep.equal([]);
  });
});
