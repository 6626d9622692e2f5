import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startAsDemo, TOKEN } from './helpers/api';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { setViewport } from './helpers/commands';
import { mountShop, type MountedShop } from './helpers/shop';
import { deepActiveElement } from '../src/ui/focus';

/** Where keyboard focus goes when the shop changes page or removes what had focus. */
describe('focus management', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  const focusedText = () => deepActiveElement()?.textContent ?? '';

  it('moves focus to the new page heading after a navigation inside the shop', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['app'] });
    const link = within(shop.part('app')).getByRole('link', { name: 'FAQs' });
    link.focus();
    link.click();
    await waitFor(() => expect(deepActiveElement()?.tagName, focusedText()).to.equal('H1'));
    expect(focusedText()).to.equal('FAQs');
  });

  it('leaves focus on a field the shopper reached before the frame that would focus the heading', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['app'] });
    const app = shop.part('app');
    // Focus on a link of the shop that stays (the footer's), so the new page would take it.
    (await within(app).findByRole('link', { name: 'FAQs' })).focus();
    const view = within(app.querySelector<HTMLElement>('.es-view')!);
    // Frames held back, as on a busy phone: the new page is shown and its effects run
    // (preact falls back to a timeout), but the heading's frame has not come yet.
    const held: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => held.push(callback);
    try {
      window.location.hash = '#/login';
      const email = await view.findByLabelText('Email');
      await waitFor(() => expect(held.length, 'the view asked for a frame').to.be.above(0));
      await new Promise((r) => setTimeout(r, 150));
      email.focus();
      for (const callback of held.splice(0)) callback(performance.now());
      expect(deepActiveElement() === email, `focus stays on the field, not ${focusedText()}`).to.equal(true);
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('leaves focus alone on first load, even when the first path redirects', async () => {
    await startBackend();
    (document.activeElement as HTMLElement | null)?.blur();
    shop = await mountShop({ config: exampleConfig(), parts: ['app'], hash: '#/no-such-page' });
    await new Promise((r) => setTimeout(r, 100));
    expect(document.activeElement === document.body, 'focus stays on the body').to.equal(true);
  });

  it('does not take focus when the host page changes the hash', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
    const hostButton = document.createElement('button');
    hostButton.textContent = 'Host menu';
    document.body.append(hostButton);
    try {
      hostButton.focus();
      window.location.hash = '#/faqs';
      await waitFor(() => expect(within(shop!.part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('FAQs'));
      await new Promise((r) => setTimeout(r, 50));
      expect(document.activeElement === hostButton, 'focus stays on the host button').to.equal(true);
    } finally {
      hostButton.remove();
    }
  });

  it('keeps focus where the focused element went away (logout on home: the login panel that took its place)', async () => {
    const backend = await startBackend();
    backend.db.state.sessions['focus-token'] = backend.db.state.customers[0].id;
    localStorage.setItem('token', 'focus-token');
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'] });
    const side = within(shop.part('side'));
    const logout = await side.findByRole('button', { name: 'Logout' });
    logout.focus();
    logout.click();
    const dialog = await within(shop.overlay()).findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Logout' }).click();
    await side.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(shop!.part('side').contains(deepActiveElement()), `focus on ${focusedText()}`).to.equal(true));
    expect(deepActiveElement()?.tagName).to.not.equal('H1');
  });
});

/** An in-page update keeps focus and scroll where the shopper acted; only a route change moves them. */
describe('focus stays where the shopper acts', () => {
  let shop: MountedShop | null = null;
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    shop?.cleanup();
    shop = null;
  });
  const focused = () => deepActiveElement() as HTMLElement | null;

  it('adding merchandise keeps focus on Add to cart and the page where it was; the addition is announced', async () => {
    await startBackend();
    await setViewport({ width: 375, height: 600 });
    shop = await mountShop({ config: exampleConfig(), parts: ['header', 'view', 'side'], hash: '#/merchandise/TEE-2027' });
    const add = await within(shop.part('view')).findByRole('button', { name: 'Add to cart' });
    add.scrollIntoView({ block: 'center' });
    const scrolled = window.scrollY;
    add.focus();
    add.click();
    await within(shop.part('side')).findByRole('button', { name: 'Remove Festival T-shirt 2027' });
    await new Promise((r) => setTimeout(r, 100));
    expect(focused()?.textContent, 'focus stays on the button').to.equal('Add to cart');
    expect(window.scrollY).to.be.closeTo(scrolled, 1);
    expect(document.querySelector('[data-event-shop-overlay]')!.shadowRoot!.textContent).to.contain('Item added to cart.');
  });

  it('saving a travel time keeps focus on the ticket, not the heading, and does not scroll', async () => {
    await startAsDemo();
    localStorage.setItem('token', TOKEN);
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/portal/orders/PAIDCARD' });
    await within(shop.part('view')).findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    await setViewport({ width: 375, height: 600 });
    const choose = shop.part('view').querySelector<HTMLButtonElement>('button[aria-label="Choose time for ticket TKSHUTL1"]')!;
    // On a phone it waits behind the ticket card's More actions.
    choose.closest('tr')!.querySelector<HTMLButtonElement>('[aria-expanded]')!.click();
    await waitFor(() => expect(choose.getClientRects().length).to.be.above(0));
    choose.scrollIntoView({ block: 'center' });
    const scrolled = window.scrollY;
    choose.focus();
    choose.click();
    const dialog = within(await within(shop.overlay()).findByRole('dialog', { name: 'Choose Time' }));
    await new Promise((r) => setTimeout(r, 50));
    (dialog.getAllByRole('radio') as HTMLInputElement[])[2].click();
    dialog.getByRole('button', { name: 'Save travel time' }).click();
    await waitFor(() => expect(shop!.overlay().querySelector('[role="dialog"]')).to.equal(null));
    await new Promise((r) => setTimeout(r, 100));
    expect(focused()?.tagName, `focus on ${focused()?.textContent}`).to.not.equal('H1');
    expect(focused()?.closest('tr, li, .es-card')?.textContent).to.contain('Shuttle bus from Dublin');
    expect(window.scrollY).to.be.closeTo(scrolled, 1);
  });
});
