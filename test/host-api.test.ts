import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { delay, http, HttpResponse } from 'msw';
import { mount, navigate, openCart, unmount } from '../src/mount/mount';
import { overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';

/**
 * The integrator's API (README, Global API): mount() resolves once the first view has rendered, with
 * `event-shop:ready` on window; navigate() goes to a route and openCart() opens the header's cart.
 */
describe("the host's API: mount() promise, event-shop:ready, navigate() and openCart()", () => {
  const host = document.createElement('div');
  const part = (name: string) => host.querySelector(`[data-event-shop="${name}"]`)!.shadowRoot!.querySelector('.es-root') as HTMLElement;
  beforeEach(() => {
    host.replaceChildren(
      ...['header', 'view'].map((name) => {
        const el = document.createElement('div');
        el.dataset.eventShop = name;
        return el;
      }),
    );
    document.body.append(host);
  });
  afterEach(() => {
    unmount();
    host.remove();
    window.location.hash = '';
    localStorage.clear();
  });

  it('resolves once the first view has rendered, fires event-shop:ready once, and a second mount() returns the same promise', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    const events: Array<{ version: string }> = [];
    const listen = (e: WindowEventMap['event-shop:ready']) => events.push(e.detail);
    window.addEventListener('event-shop:ready', listen);
    try {
      const ready = mount({ config: exampleConfig() });
      expect(mount({ config: exampleConfig() })).to.equal(ready);
      await ready;
      // Rendered, not just loaded: the view shows the data.
      expect(within(part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('Home');
      expect(events).to.deep.equal([{ version: 'test' }]);
      navigate('/tickets');
      await waitFor(() => expect(within(part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('Tickets'));
      expect(window.location.hash).to.equal('#/tickets');
      const cartButton = await within(part('header')).findByRole('button', { name: /Cart: 1 item/ });
      expect(cartButton.getAttribute('aria-expanded')).to.equal('false');
      openCart();
      await waitFor(() => expect(cartButton.getAttribute('aria-expanded')).to.equal('true'));
      expect(events, 'once per mount').to.have.length(1);
    } finally {
      window.removeEventListener('event-shop:ready', listen);
    }
  });

  it('resolves with the view saying why when the data cannot load, and when unmount() comes first', async () => {
    await startBackend();
    overrideHandlers(http.post('/api/get-data', () => new HttpResponse('<html>Not found</html>', { status: 404 }), { once: true }));
    await mount({ config: exampleConfig() });
    expect(within(part('view')).getByRole('alert').textContent).to.contain('The shop cannot reach its API at /api.');
    unmount();
    overrideHandlers(http.post('/api/get-data', async () => (await delay('infinite'), HttpResponse.json({}))));
    const pending = mount({ config: exampleConfig() });
    unmount();
    await pending;
  });

  it('navigate() before mount sets the route the shop starts on', async () => {
    await startBackend();
    navigate('/merchandise');
    await mount({ config: exampleConfig() });
    expect(within(part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('Merchandise');
  });
});
