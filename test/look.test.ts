import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startAsDemo, TOKEN } from './helpers/api';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { LANGUAGES } from './helpers/languages';
import { CUSTOMER_ROUTES as ROUTES } from './helpers/routes';
import { frame, mountShop, type MountedShop } from './helpers/shop';

/** A shop festival-goers trust: what a shopper reads first, and no admin-kit habits. */
describe('a box office, not an admin kit', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  async function open(hash: string, cart = true, config = exampleConfig()) {
    const backend = await startAsDemo();
    localStorage.setItem('token', TOKEN);
    if (cart) seedCart(backend, [{ code: 'WEEKEND', holder: 'Dana Demo' }]);
    shop = await mountShop({ config, parts: ['header', 'view', 'side', 'cart', 'footer'], hash });
    return backend;
  }
  const settled = (loading = 'Loading…') =>
    waitFor(() => {
      const view = shop!.part('view');
      if ((view.textContent ?? '').includes(loading) || !view.querySelector('h1')) throw new Error(`${location.hash} still loading`);
    });

  for (const { name, config, t } of LANGUAGES)
    it(`${name}, on every route: no uppercase labels, at most one primary button in the view, images with their size and lazy below the fold`, async function () {
      this.timeout(60_000);
      await open('#/', true, config());
      const found: string[] = [];
      for (const hash of ROUTES) {
        location.hash = hash;
        await settled(t('state.loading'));
        await frame();
        for (const p of shop!.placeholders) {
          const root = p.shadowRoot!.querySelector('.es-root')!;
          for (const el of root.querySelectorAll<HTMLElement>('*')) {
            // The footer's small headings are a site's sign-posts, not a table's column labels.
            if (getComputedStyle(el).textTransform === 'uppercase' && !el.closest('.es-footer'))
              found.push(`${hash} ${p.dataset.eventShop}: uppercase "${el.textContent?.slice(0, 20)}"`);
          }
          for (const img of root.querySelectorAll('img')) {
            // Its box is known before it loads (nothing shifts): its size given, or laid over the header.
            if (!img.getAttribute('height') && getComputedStyle(img).position !== 'absolute')
              found.push(`${hash}: image without its size ${img.src.slice(-30)}`);
          }
        }
        const primaries = [...shop!.part('view').querySelectorAll('.es-btn--primary')].filter((b) => b.getClientRects().length > 0);
        if (primaries.length > 1)
          found.push(`${hash}: ${primaries.length} primary buttons (${primaries.map((b) => b.textContent).join(', ')})`);
      }
      expect(found).to.deep.equal([]);
    });

  it("cards and product pages name the event; a card's image is lazy and boxed", async () => {
    await open('#/tickets');
    const card = (await within(shop!.part('view')).findByRole('link', { name: 'Weekend ticket' })).closest('li')!;
    expect(card.textContent).to.contain('Summer Sound Festival 2027');
    const img = card.querySelector('img')!;
    expect(img.loading).to.equal('lazy');
    expect(getComputedStyle(img).aspectRatio).to.equal('1 / 1');
    location.hash = '#/tickets/WEEKEND';
    await within(shop!.part('view')).findByRole('heading', { level: 1, name: 'Weekend ticket' });
    expect(shop!.part('view').textContent).to.contain('Summer Sound Festival 2027');
  });

  it('empty states show a way forward: an empty cart, a list of a type with nothing in it', async () => {
    await open('#/merchandise?type=nothing-here', false);
    const view = within(shop!.part('view'));
    expect((await view.findByRole('link', { name: 'All types' })).getAttribute('href')).to.equal('#/merchandise');
    expect(within(shop!.part('cart')).getByRole('link', { name: 'Browse tickets' }).getAttribute('href')).to.equal('#/tickets');
  });
});

/** README "Theming": a site's look, taken where the owner set none, and never below 4.5:1. */
describe("the site's look", () => {
  let shop: MountedShop | null = null;
  const warnings: unknown[] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  });
  afterEach(() => {
    console.warn = warn;
    document.body.style.fontFamily = '';
    shop?.cleanup();
    shop = null;
  });
  const mountIn = async (style: string, link: string) => {
    await startAsDemo();
    shop = await mountShop({
      config: exampleConfig(),
      parts: ['view', 'footer'],
      hash: '#/tickets',
      host: { style, before: `<p><a href="#news" style="color: ${link}">News</a></p>` },
    });
    await waitFor(() => expect(shop!.part('view').querySelector('.es-card')).to.exist);
  };
  const styleOf = (el: Element | null) => getComputedStyle(el!);

  it("runs in the site's font and colours, with its link colour as the accent, and a footer that is no dark slab", async () => {
    document.body.style.fontFamily = 'Palatino, serif';
    await mountIn('font-family: Georgia, serif; color: rgb(40, 48, 61); background: rgb(209, 228, 221)', 'rgb(0, 80, 60)');
    const view = shop!.part('view');
    expect(styleOf(view).fontFamily).to.equal('Georgia, serif');
    expect(styleOf(view.querySelector('h1')).color).to.equal('rgb(40, 48, 61)');
    const price = view.querySelector('.es-card__price');
    expect(styleOf(price).color).to.equal('rgb(0, 80, 60)');
    // A button of an ordinary site: not a pill, not heavy.
    const button = view.querySelector('.es-btn') ?? view.querySelector('.es-card__action');
    expect(parseFloat(styleOf(button).borderTopLeftRadius)).to.be.at.most(8);
    expect(Number(styleOf(button).fontWeight)).to.be.at.most(600);
    const footer = shop!.part('footer').querySelector('.es-footer');
    expect(styleOf(footer).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(styleOf(footer).color).to.equal('rgb(40, 48, 61)');
    // The dialogs and toasts take the look of the page's body, where they sit.
    expect(styleOf(shop!.overlay()).fontFamily).to.equal('Palatino, serif');
    expect(warnings).to.deep.equal([]);
  });

  it('keeps its own colours where the inherited ones read below 4.5:1, and says so in the console', async () => {
    await mountIn('color: rgb(170, 170, 170)', 'rgb(205, 242, 97)');
    const view = shop!.part('view');
    expect(styleOf(view.querySelector('h1')).color).to.equal('rgb(29, 29, 36)');
    expect(styleOf(view.querySelector('.es-card__price')).color).to.equal('rgb(91, 43, 214)');
    expect(warnings).to.have.length(2);
    expect(String(warnings[0])).to.contain('--event-shop-text');
    expect(String(warnings[1])).to.contain('--event-shop-accent');
  });

  it("lets the owner's theme win over the site's look", async () => {
    await mountIn('font-family: Georgia, serif; --event-shop-font: Verdana; --event-shop-accent: rgb(1, 2, 3)', 'rgb(0, 80, 60)');
    const view = shop!.part('view');
    expect(styleOf(view).fontFamily).to.equal('Verdana');
    expect(styleOf(view.querySelector('.es-card__price')).color).to.equal('rgb(1, 2, 3)');
  });
});
