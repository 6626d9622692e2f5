import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { overflowing, widthOf } from './helpers/layout';
import { choose, currentRoute, mountShop, type MountedShop } from './helpers/shop';

/** Home's Featured Products and the /tickets and /merchandise listings (docs/spec.md §2 Routes, Shop listing). */
describe('shop listings and featured products', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  const cardNames = (root: HTMLElement) =>
    within(root)
      .queryAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);

  it('shows featured items that are in stock on home, with price plus fee', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
    const view = within(shop.part('view'));
    const featured = (await view.findByRole('heading', { name: 'Featured Products' })).closest('section') as HTMLElement;
    const names = within(featured)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // Car parking is featured but sold out; the hoodie is sold out and not featured.
    expect(names).to.deep.equal(['Weekend ticket', 'Boutique camping', 'Festival T-shirt 2027']);
    const weekend = within(featured).getByRole('link', { name: 'Weekend ticket' });
    expect(weekend.getAttribute('href')).to.equal('#/tickets/WEEKEND');
    const card = weekend.closest('li') as HTMLElement;
    // The price on one line and a visible action; the tax note once, under the grid.
    expect(card.textContent).to.equal('Weekend ticketSummer Sound Festival 2027€200.00500 availableDetails');
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('width')).to.equal('350');
    const tee = within(featured).getByRole('link', { name: 'Festival T-shirt 2027' }).closest('li') as HTMLElement;
    expect(tee.textContent).to.contain('€25.00').and.not.to.contain('includes');
    // Two items with a booking fee and one without.
    expect(featured.querySelector('.es-grid-note')?.textContent).to.equal('Prices include taxes, and the booking fee where there is one.');
    await expect(shop.part('view')).to.be.accessible();
  });

  it('leaves merchandise out of the featured grid when merchandise is inactive', async () => {
    await startBackend();
    shop = await mountShop({ config: { ...exampleConfig(), merchandiseActive: false }, parts: ['view'] });
    const featured = (await within(shop.part('view')).findByRole('heading', { name: 'Featured Products' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(featured).queryByText('Festival T-shirt 2027')).to.equal(null);
  });

  it('lists tickets under the configured heading, hiding out-of-stock items by default', async () => {
    await startBackend();
    const config = exampleConfig();
    config.texts = { ...config.texts, ticketsHeading: 'Passes & add-ons' };
    shop = await mountShop({ config, parts: ['view'], hash: '#/tickets' });
    const view = within(shop.part('view'));
    expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('Passes & add-ons');
    expect(cardNames(shop.part('view'))).to.deep.equal([
      'Weekend ticket',
      'Saturday day ticket',
      'Weekend ticket (payment plan)',
      'Shuttle bus from Dublin',
      'Airport shuttle',
      'Boutique camping',
      'Winter Nights ticket',
      'Harbour Sessions ticket',
    ]);
    const toggle = view.getByRole('checkbox', { name: 'Include out-of-stock items' }) as HTMLInputElement;
    expect(toggle.checked).to.equal(false);
    toggle.click();
    await waitFor(() => expect(cardNames(shop!.part('view'))).to.include('Car parking'));
    const parking = view.getByRole('link', { name: 'Car parking' }).closest('li') as HTMLElement;
    expect(parking.textContent).to.contain('Sold out');
    await expect(shop.part('view')).to.be.accessible();
  });

  it("includes out-of-stock items by default when shopShowOutOfStock is '1'", async () => {
    await startBackend();
    shop = await mountShop({ config: { ...exampleConfig(), shopShowOutOfStock: '1' }, parts: ['view'], hash: '#/merchandise' });
    const view = within(shop.part('view'));
    expect((view.getByRole('checkbox', { name: 'Include out-of-stock items' }) as HTMLInputElement).checked).to.equal(true);
    expect(cardNames(shop.part('view'))).to.deep.equal(['Festival T-shirt 2027', 'Hoodie', 'Steel water bottle']);
  });

  it("follows the backend's data.config shopShowOutOfStock on a deep link, until the shopper touches the toggle", async () => {
    // The page config says '0'; /get-data's data.config, merged over it (docs/embed-contract.md §3), says '1'.
    await startBackend({ seed: (s) => (s.config = { shopShowOutOfStock: '1' }) });
    shop = await mountShop({ config: { ...exampleConfig(), shopShowOutOfStock: '0' }, parts: ['view'], hash: '#/merchandise' });
    const view = within(shop.part('view'));
    const toggle = view.getByRole('checkbox', { name: 'Include out-of-stock items' }) as HTMLInputElement;
    await waitFor(() => expect(toggle.checked).to.equal(true));
    expect(cardNames(shop.part('view'))).to.deep.equal(['Festival T-shirt 2027', 'Hoodie', 'Steel water bottle']);
    toggle.click();
    await waitFor(() => expect(cardNames(shop!.part('view'))).to.deep.equal(['Festival T-shirt 2027', 'Steel water bottle']));
    expect(toggle.checked).to.equal(false);
  });

  it('filters by sub-type from the hash query `type`, and writes the choice there', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets?type=transport' });
    const view = within(shop.part('view'));
    const select = view.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(select.value).to.equal('transport');
    expect(Array.from(select.options).map((o) => o.textContent)).to.deep.equal([
      'All types',
      'Festival tickets',
      'Shuttle buses',
      'Camping',
      'Parking',
    ]);
    expect(cardNames(shop.part('view'))).to.deep.equal(['Shuttle bus from Dublin', 'Airport shuttle']);
    choose(select, 'camping');
    await waitFor(() => expect(currentRoute()).to.equal('/tickets?type=camping'));
    await waitFor(() => expect(cardNames(shop!.part('view'))).to.deep.equal(['Boutique camping']));
    choose(select, '');
    await waitFor(() => expect(currentRoute()).to.equal('/tickets'));
    await waitFor(() => expect(cardNames(shop!.part('view'))).to.have.length(8));
  });

  it('shows the per-type out-of-stock text, or the default sentence', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets?type=parking' });
    // No outOfStock.parking text is configured: the default sentence.
    expect(shop.part('view').textContent).to.contain('There are no items to show. Please check back again soon.');
    shop.cleanup();
    await startBackend({
      seed: (state) => {
        for (const item of state.products) if (item.type === 'transport') Object.assign(item, { in_stock: false, stock_level: 0 });
      },
    });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets?type=transport' });
    expect(shop.part('view').textContent).to.contain('All shuttle buses are sold out.');
    expect(shop.part('view').textContent).not.to.contain('There are no items to show');
  });

  it('shows the sub-type dropdown only when more than one type has items', async () => {
    await startBackend({ seed: (state) => (state.merchandise = state.merchandise.filter((m) => m.type === 'apparel')) });
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/merchandise' });
    const view = within(shop.part('view'));
    expect(view.queryByRole('combobox')).to.equal(null);
    // Apparel only: the T-shirt, and the hoodie hidden as sold out.
    expect(cardNames(shop.part('view'))).to.deep.equal(['Festival T-shirt 2027']);
    shop.cleanup();
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/merchandise' });
    expect(within(shop.part('view')).getByRole('combobox', { name: 'Type' })).to.exist;
  });

  it('redirects home when the shop is inactive, and merchandise home when merchandise is inactive', async () => {
    await startBackend();
    shop = await mountShop({ config: { ...exampleConfig(), shopActive: false }, parts: ['view'], hash: '#/tickets' });
    await waitFor(() => expect(currentRoute()).to.equal('/'));
    shop.cleanup();
    shop = await mountShop({ config: { ...exampleConfig(), merchandiseActive: false }, parts: ['view'], hash: '#/merchandise' });
    await waitFor(() => expect(currentRoute()).to.equal('/'));
    shop.cleanup();
    shop = await mountShop({ config: { ...exampleConfig(), merchandiseActive: false }, parts: ['view'], hash: '#/tickets' });
    await new Promise((r) => setTimeout(r, 50));
    expect(currentRoute()).to.equal('/tickets');
  });

  it('says when sold-out items are hidden, and shows them on request', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets?type=parking' });
    const view = within(shop.part('view'));
    expect(view.getByText('1 sold-out item is hidden.')).to.exist;
    view.getByRole('button', { name: 'Show sold-out items' }).click();
    await waitFor(() => expect(cardNames(shop!.part('view'))).to.deep.equal(['Car parking']));
    expect((view.getByRole('checkbox', { name: 'Include out-of-stock items' }) as HTMLInputElement).checked).to.equal(true);
    const card = view.getByRole('link', { name: 'Car parking' }).closest('li') as HTMLElement;
    expect(card.querySelector('.es-card__badge')?.textContent).to.equal('Sold out');
    await expect(shop.part('view')).to.be.accessible();
  });

  for (const [width, columns] of [
    [900, 3],
    [375, 2],
    [320, 2],
  ] as const) {
    it(`lays cards ${columns} to a row in a ${width} px column, nothing wider than its box`, async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets' });
      widthOf(shop.placeholders[0], width);
      const grid = shop.part('view').querySelector('.es-grid') as HTMLElement;
      await waitFor(() => expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(columns));
      expect(overflowing(shop.part('view'))).to.deep.equal([]);
      expect(shop.part('view').querySelector('.es-grid-note')?.textContent).to.equal('Prices include taxes and booking fee.');
    });
  }

  it('says the items could not be loaded when /get-data failed, not that there are none', async () => {
    await startBackend();
    overrideHandlers(http.post('/api/get-data', () => HttpResponse.json({ message: 'Maintenance until 14:00.' }, { status: 500 })));
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/tickets' });
    const view = within(shop.part('view'));
    expect(view.getByText('The items could not be loaded, so none can be shown.')).to.exist;
    expect(view.queryByText('There are no items to show. Please check back again soon.') === null).to.equal(true);
  });
});
