import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
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

  it('sends focus to the view heading when the focused element goes away (logout on home)', async () => {
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
    await waitFor(() => expect(deepActiveElement()?.tagName, `focus on ${focusedText()}`).to.equal('H1'));
    expect(focusedText()).to.equal('Home');
  });
});
