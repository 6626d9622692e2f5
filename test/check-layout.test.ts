import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { setViewport } from './helpers/commands';
import { mountShop, type MountedShop } from './helpers/shop';

/** A radio or checkbox beside a label that wraps keeps its size (it shrank in a flex row). */
describe('checks beside long labels', () => {
  let shop: MountedShop | null = null;
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    shop?.cleanup();
    shop = null;
    localStorage.clear();
  });

  it('every travel-time radio is 20 px wide at 375 px, whether its label wraps or not', async function () {
    this.timeout(20_000);
    const backend = await startBackend();
    backend.db.state.sessions['tok-layout'] = 1;
    localStorage.setItem('token', 'tok-layout');
    await setViewport({ width: 375, height: 800 });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/portal/orders/PAIDCARD' });
    // At 375 px Choose Time waits behind the ticket card's More actions.
    await within(shop.part('view')).findByRole('heading', { level: 1, name: 'Order PAIDCARD' });
    shop
      .part('view')
      .querySelector('button[aria-label^="Choose time"]')!
      .closest('tr')!
      .querySelector<HTMLButtonElement>('[aria-expanded]')!
      .click();
    (await within(shop.part('view')).findAllByRole('button', { name: /Choose time/i }))[0].click();
    const radios = await waitFor(() => {
      const found = [...shop!.overlay().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      if (found.length < 3) throw new Error('no dialog yet');
      return found;
    });
    const wraps = () => {
      const labels = radios.map((r) => r.closest('label')!.getBoundingClientRect().height);
      return Math.max(...labels) > Math.min(...labels);
    };
    // Fonts differ by engine: where no label wraps at 375 px, the dialog narrows until one does.
    const dialog = shop.overlay().querySelector<HTMLElement>('.es-modal')!;
    for (let width = dialog.getBoundingClientRect().width; !wraps() && width > 200; width -= 8) dialog.style.maxWidth = `${width}px`;
    expect(wraps(), 'one label wraps (the test needs it)').to.equal(true);
    expect(radios.map((r) => Math.round(r.getBoundingClientRect().width))).to.deep.equal(radios.map(() => 20));
  });
});
