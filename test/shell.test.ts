import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig, minimalConfig } from './helpers/config';
import { currentRoute, mountShop, type MountedShop } from './helpers/shop';
import { notify } from '../src/ui/toast';
import { NARROWEST_WINDOW, setViewport } from './helpers/commands';
import type { EventShopConfig } from '../src/config/types';

const navLinks = (shop: MountedShop) =>
  within(shop.part('nav'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('shop chrome (docs/spec.md §2 Shop chrome)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  describe('top navigation', () => {
    it('shows Home, Tickets, Merchandise, Portal and Ambassadors when all are on', async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['nav'] });
      expect(navLinks(shop)).to.deep.equal(['Home', 'Tickets', 'Merchandise', 'Portal', 'Ambassadors']);
      expect(within(shop.part('nav')).getByRole('link', { name: 'Ambassadors' }).getAttribute('href')).to.equal('#/ambassadors');
      await expect(shop.part('nav')).to.be.accessible();
    });

    it('hides Merchandise when merchandise is inactive', async () => {
      await startBackend();
      shop = await mountShop({ config: { ...exampleConfig(), merchandiseActive: false }, parts: ['nav'] });
      expect(navLinks(shop)).to.deep.equal(['Home', 'Tickets', 'Portal', 'Ambassadors']);
    });

    it('hides Tickets and Merchandise when the shop is inactive', async () => {
      await startBackend();
      shop = await mountShop({ config: { ...exampleConfig(), shopActive: false }, parts: ['nav'] });
      expect(navLinks(shop)).to.deep.equal(['Home', 'Portal', 'Ambassadors']);
    });

    it('shows Ambassadors only when both its label and text are configured, at ambassadorsUrl', async () => {
      await startBackend();
      const config = exampleConfig();
      shop = await mountShop({ config: { ...config, texts: { ...config.texts, ambassadorsText: '' } }, parts: ['nav'] });
      expect(navLinks(shop)).not.to.include('Ambassadors');
      shop.cleanup();
      shop = await mountShop({
        config: { ...config, ambassadorsUrl: 'crew', texts: { ...config.texts, ambassadorsLabel: 'Crew' } },
        parts: ['nav'],
      });
      expect(within(shop.part('nav')).getByRole('link', { name: 'Crew' }).getAttribute('href')).to.equal('#/crew');
    });

    it('marks the current page', async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['nav'], hash: '#/faqs' });
      expect(shop.part('nav').querySelector('[aria-current="page"]')).to.equal(null);
      window.location.hash = '#/';
      await waitFor(() => expect(shop!.part('nav').querySelector('[aria-current="page"]')?.textContent).to.equal('Home'));
    });

    it('follows the backend switching the shop off through data.config', async () => {
      await startBackend({ seed: (s) => (s.config = { shopActive: false }) });
      shop = await mountShop({ config: exampleConfig(), parts: ['nav', 'view'] });
      await waitFor(() => expect(navLinks(shop!)).to.deep.equal(['Home', 'Portal', 'Ambassadors']));
      expect(within(shop.part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('The shop opens soon');
    });
  });

  describe('header', () => {
    it('shows the logo linking home, and the banner full height on home, faded elsewhere', async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['header'] });
      const header = shop.part('header').querySelector('header')!;
      expect(within(header).getByRole('link', { name: 'Home' }).getAttribute('href')).to.equal('#/');
      expect(header.querySelector('.es-header__banner')!.getAttribute('src')).to.equal('img/banner.jpg');
      expect(header.classList.contains('es-header--home')).to.equal(true);
      window.location.hash = '#/faqs';
      await waitFor(() => expect(header.classList.contains('es-header--faded')).to.equal(true));
      await expect(shop.part('header')).to.be.accessible();
    });

    it("gives a logo that does not load way to its text in the logo's box; a logo that loads stays an image", async () => {
      await startBackend();
      // The test server has no img/logo.svg: the example config's logo fails.
      shop = await mountShop({ config: exampleConfig(), parts: ['header'] });
      const link = within(shop.part('header')).getByRole('link', { name: 'Home' });
      await waitFor(() => expect(link.querySelector('img'), 'the broken image replaced').to.equal(null));
      expect(link.textContent).to.equal('Home');
      // The text stands in the logo's box: a logo failing after a paint moves nothing beside it.
      expect([link.getBoundingClientRect().width, link.getBoundingClientRect().height]).to.deep.equal([220, 64]);
      shop.cleanup();
      // The demo's logo, which the test server has.
      shop = await mountShop({ config: { ...exampleConfig(), logoUrl: '/demo/img/logo.svg' }, parts: ['header'] });
      const image = within(shop.part('header')).getByRole('link', { name: 'Home' }).querySelector('img')!;
      await waitFor(() => expect(image.complete && image.naturalWidth > 0, 'the logo loaded').to.equal(true));
      expect(within(shop.part('header')).getByRole('link', { name: 'Home' }).querySelector('img') === image, 'still the image').to.equal(
        true,
      );
    });

    it("draws the logo in a box of its own size whatever the image's, loaded or not, so nothing beside it moves", async () => {
      await startBackend();
      // The demo's logo (220 × 64) and its banner (1600 × 600) as a logo, each before and after it has loaded.
      for (const logoUrl of ['/demo/img/logo.svg', '/demo/img/banner.jpg']) {
        shop?.cleanup();
        shop = await mountShop({ config: { ...exampleConfig(), logoUrl }, parts: ['header'] });
        const image = shop.part('header').querySelector<HTMLImageElement>('.es-header__logo img')!;
        const size = () => [image.getBoundingClientRect().width, image.getBoundingClientRect().height];
        if (!image.complete) expect(size(), `${logoUrl} loading`).to.deep.equal([220, 64]);
        await waitFor(() => expect(image.complete && image.naturalWidth > 0).to.equal(true));
        expect(size(), logoUrl).to.deep.equal([220, 64]);
      }
    });
  });

  describe('side area', () => {
    it('links to the external website when configured, and not otherwise', async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['side'] });
      expect(within(shop.part('side')).getByRole('link', { name: 'Back to the website' }).getAttribute('href')).to.equal(
        'https://festival.example',
      );
      shop.cleanup();
      shop = await mountShop({ config: minimalConfig(), parts: ['side'] });
      expect(within(shop.part('side')).queryByRole('link', { name: 'Back to the website' })).to.equal(null);
    });
  });

  describe('footer', () => {
    it('has useful links, contact, configured social links, card logos and the gateway badge', async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['footer'] });
      const footer = within(shop.part('footer'));
      const useful = within(footer.getByRole('group', { name: 'Useful Links' })).getAllByRole('link');
      expect(useful.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        ['Security Statement', '#/security-statement'],
        ['Terms and Conditions', '#/terms-conditions'],
        ['Cookie Policy', '#/cookie-policy'],
        ['Privacy Policy', '#/privacy-policy'],
        ['FAQs', '#/faqs'],
      ]);
      expect(footer.getByRole('link', { name: 'tickets@festival.example' }).getAttribute('href')).to.equal(
        'mailto:tickets@festival.example',
      );
      expect(footer.getByText('1 Main Street, Dublin 2, Ireland')).to.exist;
      const social = within(footer.getByRole('group', { name: 'Follow us' })).getAllByRole('link');
      expect(social.map((a) => a.textContent)).to.deep.equal(['Facebook', 'Instagram']);
      expect(social[0].getAttribute('rel')).to.equal('noopener noreferrer');
      expect(footer.getByRole('img', { name: 'We accept Visa, Mastercard and American Express' })).to.exist;
      expect(footer.getByText('Payments processed by Global Payments (Realex)')).to.exist;
      await expect(shop.part('footer')).to.be.accessible();
    });

    it('leaves out contact, social links and the gateway badge when they are not configured', async () => {
      await startBackend();
      shop = await mountShop({ config: minimalConfig(), parts: ['footer'] });
      const footer = within(shop.part('footer'));
      expect(footer.queryByRole('group', { name: 'Contact' })).to.equal(null);
      expect(footer.queryByRole('group', { name: 'Follow us' })).to.equal(null);
      expect(footer.queryByText(/Payments processed by/)).to.equal(null);
      expect(footer.getByRole('img', { name: /We accept/ })).to.exist;
    });
  });

  it("in a theme's <main>, the app part adds the shop's navigation and two regions, the login and the cart, and no more landmarks", async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['app'], host: { tag: 'main' } });
    const app = shop.part('app');
    const landmarks = [...app.querySelectorAll('main, nav, aside, header, footer, section[aria-labelledby], section[aria-label], [role]')]
      .map((el) => {
        const role =
          el.getAttribute('role') ?? (el.tagName === 'SECTION' ? 'region' : el.tagName === 'NAV' ? 'navigation' : el.tagName.toLowerCase());
        const name = el.getAttribute('aria-label') ?? app.querySelector(`[id="${el.getAttribute('aria-labelledby')}"]`)?.textContent ?? '';
        return `${role}${name ? `: ${name}` : ''}`;
      })
      .filter((landmark) => /^(main|navigation|region|complementary|banner|contentinfo|search|form|aside|header|footer)\b/.test(landmark));
    expect(landmarks).to.deep.equal(['navigation: Shop navigation', 'region: Login', 'region: Your Cart']);
  });

  describe('responsive layout', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    for (const width of [320, 375, 1280]) {
      it(`fits ${width} px without horizontal scrolling`, async function () {
        if (width < NARROWEST_WINDOW) this.skip(); // WebKit's test window is never this narrow (helpers/commands).
        await startBackend();
        await setViewport({ width, height: 800 });
        shop = await mountShop({ config: exampleConfig(), parts: ['app'] });
        const app = shop.part('app');
        expect(app.scrollWidth).to.be.at.most(width);
        for (const el of Array.from(app.querySelectorAll('a, button, h1, h2, p'))) {
          expect(el.getBoundingClientRect().right, el.textContent ?? '').to.be.at.most(width + 0.5);
        }
      });
    }
  });

  describe('toasts', () => {
    it('appear once, bottom-right, in our overlay, and close after 5000 ms', async function () {
      this.timeout(12_000);
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'] });
      notify.success('Saved.');
      const toast = await within(shop.overlay()).findByText('Saved.');
      const toaster = shop.overlay().querySelector('[data-sonner-toaster]')!;
      expect(toaster.getAttribute('data-y-position')).to.equal('bottom');
      expect(toaster.getAttribute('data-x-position')).to.equal('right');
      expect(getComputedStyle(toaster).position).to.equal('fixed');
      expect(document.querySelectorAll('[data-sonner-toaster]')).to.have.length(0);
      const shown = performance.now();
      await waitFor(() => expect(toast.isConnected).to.equal(false), { timeout: 8000 });
      expect(performance.now() - shown).to.be.within(4500, 7000);
    });
  });
});

describe('pages (docs/spec.md §2)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  it('home, shop active: call-to-action cards for tickets, merchandise and the portal', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
    const view = within(shop.part('view'));
    expect(
      view
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 3),
    ).to.deep.equal(['Tickets', 'Merchandise', 'Portal']);
    expect(view.getByRole('link', { name: 'Buy tickets' }).getAttribute('href')).to.equal('#/tickets');
    expect(view.getByRole('link', { name: 'Shop merchandise' }).getAttribute('href')).to.equal('#/merchandise');
    expect(view.getByRole('link', { name: 'Go to the portal' }).getAttribute('href')).to.equal('#/portal');
    await expect(shop.part('view')).to.be.accessible();
  });

  it('home without merchandise has no merchandise card', async () => {
    await startBackend();
    shop = await mountShop({ config: { ...exampleConfig(), merchandiseActive: false }, parts: ['view'] });
    expect(within(shop.part('view')).queryByRole('link', { name: 'Shop merchandise' })).to.equal(null);
  });

  it('home, shop inactive: the under-construction title and sanitised text', async () => {
    await startBackend();
    const config = exampleConfig();
    config.shopActive = false;
    config.texts = {
      ...config.texts,
      underConstructionText:
        '<p>Tickets go on sale on <strong>1 March</strong>.</p><script>window.hacked = 1</script><img src="x" alt="" onerror="window.hacked = 1">',
    };
    shop = await mountShop({ config, parts: ['view'] });
    const view = within(shop.part('view'));
    expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('The shop opens soon');
    expect(view.getByText(/Tickets go on sale on/).textContent).to.equal('Tickets go on sale on 1 March.');
    expect(view.queryByRole('link', { name: 'Buy tickets' })).to.equal(null);
    expect(shop.part('view').querySelector('script')).to.equal(null);
    expect(shop.part('view').querySelector('[onerror]')).to.equal(null);
    expect((window as Window & { hacked?: number }).hacked).to.equal(undefined);
    await expect(shop.part('view')).to.be.accessible();
  });

  const statics: Array<[string, string, string]> = [
    ['#/security-statement', 'Security Statement', 'Card payments are handled by our payment provider.'],
    ['#/terms-conditions', 'Terms and Conditions', 'Tickets are personal.'],
    ['#/cookie-policy', 'Cookie Policy', 'We use only essential cookies.'],
    ['#/privacy-policy', 'Privacy Policy', 'We keep your data safe.'],
    ['#/faqs', 'FAQs', 'At noon.'],
  ];
  for (const [hash, title, text] of statics) {
    it(`${hash} renders its configured HTML`, async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash });
      const view = within(shop.part('view'));
      expect(view.getByRole('heading', { level: 1 }).textContent).to.equal(title);
      expect(view.getByText(text)).to.exist;
      // The page body is the host's HTML: the example FAQ starts at <h3> under our
      // <h1>, a heading-order matter for the host's content, not the shop's.
      await expect(shop.part('view')).to.be.accessible({ ignoredRules: ['heading-order'] });
    });
  }

  it('the ambassadors page shows its configured title and HTML at ambassadorsUrl', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/ambassadors' });
    const view = within(shop.part('view'));
    expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('Become an ambassador');
    expect(view.getByText('Spread the word and earn free tickets.')).to.exist;
    await expect(shop.part('view')).to.be.accessible();
  });

  it('without ambassadors text the ambassadors path is unknown and goes home', async () => {
    await startBackend();
    const config: EventShopConfig = exampleConfig();
    config.texts = { ...config.texts, ambassadorsText: '' };
    shop = await mountShop({ config, parts: ['view'], hash: '#/ambassadors' });
    await waitFor(() => expect(currentRoute()).to.equal('/'));
  });

  it('a failed data load leaves the shop usable and offers a retry that loads once more', async () => {
    const backend = await startBackend();
    overrideHandlers(http.post('/api/get-data', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), { once: true }));
    shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
    const view = within(shop.part('view'));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).to.contain('The shop could not be loaded.');
    expect(view.getByRole('link', { name: 'Buy tickets' })).to.exist;
    view.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(view.queryByRole('alert')).to.equal(null));
    // The alert goes as the retry starts; its call is counted when the backend answers.
    await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it("says what happened when /get-data fails: the server's words, else its status; the console names address and apiBase", async () => {
    await startBackend();
    overrideHandlers(
      http.post('/api/get-data', () => HttpResponse.json({ message: 'Maintenance until 14:00.' }, { status: 500 }), { once: true }),
    );
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      const alert = await within(shop.part('view')).findByRole('alert');
      expect(alert.textContent).to.contain('The shop could not be loaded.').and.to.contain('Maintenance until 14:00.');
      expect(warnings.find((w) => w.includes('/get-data failed'))).to.contain(`(POST ${location.origin}/api/get-data, apiBase "/api")`);
      shop.cleanup();
      overrideHandlers(
        http.post('/api/get-data', () => new HttpResponse('<html>Not found</html>', { status: 404, statusText: 'Not Found' }), {
          once: true,
        }),
      );
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      // A page instead of the API's JSON: the address called is named, not a status line.
      const page = (await within(shop.part('view')).findByRole('alert')).textContent;
      expect(page).to.contain('The shop cannot reach its API at /api.').and.not.to.contain('404');
      shop.cleanup();
      // A CMS answering a snippet's apiBase with its own 501 page (README, In a content area).
      overrideHandlers(
        http.post('/shop-api/get-data', () => new HttpResponse('<!doctype html><h1>Unsupported method</h1>', { status: 501 }), {
          once: true,
        }),
      );
      shop = await mountShop({ config: { ...exampleConfig(), apiBase: '/shop-api' }, parts: ['view'] });
      expect((await within(shop.part('view')).findByRole('alert')).textContent).to.contain('The shop cannot reach its API at /shop-api.');
    } finally {
      console.warn = original;
    }
  });

  it('sets the page title of each route on navigation', async () => {
    await startBackend();
    const { pageState } = await import('../src/stores/page');
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/faqs' });
    await waitFor(() => expect(pageState.title).to.equal('FAQs'));
    window.location.hash = '#/';
    await waitFor(() => expect(pageState.title).to.equal('Home'));
    window.location.hash = '#/ambassadors';
    await waitFor(() => expect(pageState.title).to.equal('Become an ambassador'));
  });

  describe("the host's document.title (docs/spec.md §2: each navigation sets the page title)", () => {
    let original = '';
    beforeEach(() => {
      original = document.title;
      document.title = 'Harbour Lights';
    });
    afterEach(() => {
      document.title = original;
    });

    it("is the view's title, then the host's own, on each navigation; unmount gives the host its title back", async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['nav', 'view'], hash: '#/faqs' });
      await waitFor(() => expect(document.title).to.equal('FAQs · Harbour Lights'));
      within(shop.part('nav')).getByRole('link', { name: 'Tickets' }).click();
      await waitFor(() => expect(document.title).to.equal('Tickets · Harbour Lights'));
      // Login required: the guard's redirect is a navigation too.
      window.location.hash = '#/checkout';
      await waitFor(() => expect(document.title).to.equal('Login · Harbour Lights'));
      // A title the host sets meanwhile is its own from then on.
      document.title = 'Harbour Lights 2027';
      window.location.hash = '#/';
      await waitFor(() => expect(document.title).to.equal('Home · Harbour Lights 2027'));
      shop.cleanup();
      shop = null;
      expect(document.title).to.equal('Harbour Lights 2027');
    });

    it('is left alone with updateDocumentTitle: false, and without a view', async () => {
      await startBackend();
      shop = await mountShop({ config: { ...exampleConfig(), updateDocumentTitle: false }, parts: ['view'], hash: '#/faqs' });
      await within(shop.part('view')).findByRole('heading', { level: 1, name: 'FAQs' });
      window.location.hash = '#/';
      await within(shop.part('view')).findByRole('link', { name: 'Buy tickets' });
      expect(document.title).to.equal('Harbour Lights');
      shop.cleanup();
      shop = await mountShop({ config: exampleConfig(), parts: ['nav', 'side'], hash: '#/faqs' });
      await new Promise((r) => setTimeout(r, 100));
      expect(document.title).to.equal('Harbour Lights');
    });
  });

  it('clears the shared form error on navigation', async () => {
    await startBackend();
    const { setFormError, pageState } = await import('../src/stores/page');
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/faqs' });
    setFormError('Something failed.');
    window.location.hash = '#/privacy-policy';
    await waitFor(() => expect(pageState.formError).to.equal(null));
  });
});
