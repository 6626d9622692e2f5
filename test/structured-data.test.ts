import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { expectClean, openCspHost, type CspFrame } from './helpers/csp-frame';
import { validateJsonLd, type SchemaReport } from './helpers/schema-org';
import { mountShop, type MountedShop } from './helpers/shop';
import type { Part } from '../src/app/parts';

/**
 * `structuredData` (docs/embed-contract.md §3; README "Search engines"): schema.org JSON-LD of
 * the listing's or product page's items in a `<script type="application/ld+json">` in the
 * light DOM of the view's placeholder, following the route, valid for the types it uses.
 */

type Entity = Record<string, unknown>;

const SELECTOR = 'script[type="application/ld+json"]';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(SELECTOR)];

/** The one JSON-LD script of the page: in the light DOM of `placeholder`, parsed. */
function jsonLd(placeholder: HTMLElement): Entity {
  const all = scripts();
  expect(all, 'JSON-LD scripts on the page').to.have.length(1);
  expect(all[0].parentElement, 'the script is a child of the placeholder').to.equal(placeholder);
  return JSON.parse(all[0].text) as Entity;
}

/** Valid schema.org; what Google asks of its rich results beyond that, per entity type. */
function valid(doc: Entity): SchemaReport['google'] {
  const report = validateJsonLd(doc);
  expect(report.errors, JSON.stringify(doc, null, 1)).to.deep.equal([]);
  return report.google;
}

const graph = (doc: Entity) => doc['@graph'] as Entity[];
const cardNames = (view: HTMLElement) => [...view.querySelectorAll('.es-card__name')].map((h) => h.textContent);
// What the shop's data has no field for (README "Search engines"): Google's event results need them.
const EVENT_GAP = ['Event.startDate', 'Event.location'];

describe('structured data (JSON-LD for search engines)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  const open = async (hash: string, parts: Part[] = ['view'], config = exampleConfig()) => {
    shop = await mountShop({ config, parts, hash });
    return shop.placeholders[0];
  };
  const go = (hash: string) => {
    window.location.hash = hash;
  };

  it('is off by default: a listing and a product page add no script', async () => {
    await startBackend();
    const config = exampleConfig();
    delete config.structuredData;
    await open('#/tickets', ['view'], config);
    await waitFor(() => expect(shop!.part('view').querySelector('.es-card')).to.exist);
    go('#/tickets/WEEKEND');
    await within(shop!.part('view')).findByRole('heading', { name: 'Weekend ticket', level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(scripts()).to.deep.equal([]);
  });

  it('follows the route: a listing, a product page, a page without items, and unmount', async () => {
    await startBackend();
    const view = await open('#/tickets');
    const listed = await waitFor(() => {
      const names = cardNames(shop!.part('view'));
      expect(names).not.to.deep.equal([]);
      return names;
    });

    // The listing: every listed item, in order, each an Event with its Offer.
    let doc = await waitFor(() => jsonLd(view));
    // A render that lists the same items (another query) keeps the script, not written again.
    const first = scripts()[0];
    go('#/tickets?from=test');
    await waitFor(() => expect(window.location.hash).to.equal('#/tickets?from=test'));
    await new Promise((r) => setTimeout(r, 100));
    expect(scripts()[0] === first, 'the same script element').to.equal(true);
    expect(doc['@context']).to.equal('https://schema.org');
    expect(graph(doc).map((e) => e.name)).to.deep.equal(listed);
    expect(new Set(graph(doc).map((e) => e['@type']))).to.deep.equal(new Set(['Event']));
    expect(valid(doc)).to.deep.equal(graph(doc).flatMap(() => EVENT_GAP));

    // A product page replaces it with its item.
    go('#/tickets/WEEKEND');
    doc = await waitFor(() => {
      const d = jsonLd(view);
      expect(d.name).to.equal('Weekend ticket');
      return d;
    });
    const base = window.location.href.split('#')[0];
    expect(doc).to.deep.include({
      '@context': 'https://schema.org',
      '@type': 'Event',
      url: `${base}#/tickets/WEEKEND`,
      description: 'Three days of music on five stages. Gates open at noon on Friday.',
    });
    // The demo's images are data: URLs, no address a search engine keeps.
    expect(doc).not.to.have.property('image');
    expect(doc.offers).to.deep.equal({
      '@type': 'Offer',
      url: `${base}#/tickets/WEEKEND`,
      price: '200',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/LimitedAvailability',
    });
    expect(valid(doc)).to.deep.equal(EVENT_GAP);

    // Merchandise: Products, complete for Google.
    go('#/merchandise');
    doc = await waitFor(() => {
      const d = jsonLd(view);
      expect(graph(d)?.[0]?.['@type']).to.equal('Product');
      return d;
    });
    expect(graph(doc).map((e) => e.name)).to.deep.equal(cardNames(shop!.part('view')));
    expect(valid(doc)).to.deep.equal([]);
    go('#/merchandise/BOTTLE');
    doc = await waitFor(() => {
      const d = jsonLd(view);
      expect(d.sku).to.equal('BOTTLE');
      return d;
    });
    expect(doc['@type']).to.equal('Product');
    expect(valid(doc)).to.deep.equal([]);

    // Routes without items: none.
    go('#/faqs');
    await within(shop!.part('view')).findByText('At noon.');
    expect(scripts()).to.deep.equal([]);
    go('#/login');
    await within(shop!.part('view')).findByRole('heading', { name: 'Login', level: 1 });
    expect(scripts()).to.deep.equal([]);

    // Unmount takes it away.
    go('#/tickets');
    await waitFor(() => jsonLd(view));
    shop!.cleanup();
    shop = null;
    expect(scripts()).to.deep.equal([]);
  });

  it('follows the listing filter, and goes into an app placeholder', async () => {
    await startBackend();
    const app = await open('#/tickets?type=transport', ['app']);
    const names = () => graph(jsonLd(app)).map((e) => e.name);
    const shuttles = await waitFor(() => {
      expect(names()).to.deep.equal(cardNames(shop!.part('app')));
      return names();
    });
    expect(shuttles).to.deep.equal(['Shuttle bus from Dublin', 'Airport shuttle']);
    go('#/tickets');
    await waitFor(() => expect(names()).to.have.length.above(shuttles.length));
    expect(names()).to.deep.equal(cardNames(shop!.part('app')));
  });

  it('keeps a hostile name inside its script, writes descriptions as plain text, and says sold out', async () => {
    const name = 'Gig</script><script>window.tripped=1</script><!--';
    await startBackend({
      seed: (state) => {
        const weekend = state.products.find((p) => p.external_code === 'WEEKEND')!;
        Object.assign(weekend, {
          name,
          in_stock: false,
          stock_level: 0,
          force_view: true,
          shop_image: '/demo/img/banner.jpg',
          shop_description:
            '<style>p { color: red }</style><p>Fish &amp; chips&nbsp;&#8212; &quot;stage&quot;</p><ul><li>One</li><li>Two</li></ul>',
        });
      },
    });
    const view = await open('#/tickets/WEEKEND');
    const script = await waitFor(() => {
      const found = view.querySelector<HTMLScriptElement>(`:scope > ${SELECTOR}`);
      expect(found).to.exist;
      return found!;
    });
    expect(script.text).not.to.contain('<');
    expect(view.querySelectorAll('script')).to.have.length(1);
    expect((window as Window & { tripped?: number }).tripped).to.equal(undefined);
    const doc = JSON.parse(script.text) as Entity;
    expect(doc.name).to.equal(name);
    expect(doc.description).to.equal('Fish & chips \u2014 "stage" One Two');
    expect(doc.image).to.deep.equal([new URL('/demo/img/banner.jpg', window.location.href).href]);
    expect((doc.offers as Entity).availability).to.equal('https://schema.org/SoldOut');
    expect(valid(doc)).to.deep.equal(EVENT_GAP);
  });

  it('sets the script text as TrustedScript where the engine has Trusted Types, never as a text node', async () => {
    await startBackend();
    const text = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'text')!;
    const set: unknown[] = [];
    Object.defineProperty(HTMLScriptElement.prototype, 'text', {
      ...text,
      set(this: HTMLScriptElement, value: unknown) {
        set.push(value);
        text.set!.call(this, value);
      },
    });
    try {
      const view = await open('#/tickets/WEEKEND');
      await waitFor(() => jsonLd(view));
    } finally {
      Object.defineProperty(HTMLScriptElement.prototype, 'text', text);
    }
    expect(set).to.have.length(1);
    // Chromium reports no violation for a text node in a data block while the page has a `default` policy (the CSP
    // fixture's has), Firefox does: this holds in every engine.
    const tt = (window as Window & { trustedTypes?: { isScript(value: unknown): boolean } }).trustedTypes;
    if (tt) expect(tt.isScript(set[0]), 'TrustedScript').to.equal(true);
  });

  it('the validator fails what schema.org does not allow, and names what Google lacks', () => {
    const offer = { '@type': 'Offer', price: '12.30', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' };
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Bottle', offers: offer };
    expect(validateJsonLd(product)).to.deep.equal({ errors: [], google: [] });
    const errors = (doc: unknown) => validateJsonLd(doc).errors;
    expect(errors({ ...product, colour: 'red' })).to.deep.equal(['$ (Product): colour is no property of Product']);
    expect(errors({ ...product, '@type': 'Gadget' })).to.deep.equal(['$: unknown @type "Gadget"']);
    expect(errors({ ...product, '@context': 'http://schema.org/' })).to.have.length(1);
    expect(errors({ ...product, description: null })).to.deep.equal(['$ (Product).description: null']);
    expect(errors({ ...product, offers: { ...offer, price: 12.3 } })).to.have.length(1);
    expect(errors({ ...product, offers: { ...offer, price: '12,30' } })).to.have.length(1);
    expect(errors({ ...product, offers: { ...offer, availability: 'InStock' } })).to.have.length(1);
    expect(errors({ ...product, offers: { ...offer, validFrom: '1 March 2026' } })).to.have.length(1);
    expect(errors({ ...product, offers: { ...offer, '@type': 'Event' } })).to.include(
      '$ (Product).offers: @type Event, where Offer belongs',
    );
    expect(errors({ ...product, url: '/shop#/merchandise/BOTTLE' })).to.have.length(1);
    expect(errors({ '@context': 'https://schema.org', '@graph': [{ ...product, '@context': 'https://schema.org' }] })).to.have.length(1);
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Gig',
      startDate: '2026-07-10T18:00:00+01:00',
      location: { '@type': 'Place', name: 'Harbour', address: { '@type': 'PostalAddress', addressLocality: 'Dublin' } },
      offers: offer,
    };
    expect(validateJsonLd(event)).to.deep.equal({ errors: [], google: [] });
    expect(validateJsonLd({ ...event, startDate: undefined, location: undefined, offers: { '@type': 'Offer' } })).to.deep.equal({
      errors: ['$ (Event).startDate: null', '$ (Event).location: null'],
      google: ['Offer.price', 'Offer.priceCurrency', 'Offer.availability'],
    });
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Event', name: 'Gig' }).google).to.deep.equal(EVENT_GAP);
  });

  describe('under a strict CSP with Trusted Types (dist/event-shop.js)', () => {
    let frame: CspFrame | null = null;
    afterEach(() => {
      frame?.remove();
      frame = null;
      localStorage.clear();
    });

    it('sets the script text as TrustedScript: no violation, no error', async function () {
      this.timeout(20_000);
      // test/fixtures/csp/start.js mounts with demo/config.json, which turns structuredData on.
      frame = await openCspHost('shop', { hash: '#/tickets/WEEKEND' });
      const view = frame.doc.querySelector<HTMLElement>('[data-event-shop="view"]')!;
      // Written in a task after the page's render: waited for.
      const script = await waitFor(
        () => {
          const found = view.querySelector<HTMLScriptElement>(`:scope > ${SELECTOR}`);
          if (!found) throw new Error('no JSON-LD script yet');
          return found;
        },
        { timeout: 5000 },
      );
      expect((JSON.parse(script.text) as Entity).name).to.equal('Weekend ticket');
      frame.win.location.hash = '#/merchandise';
      await waitFor(() => expect(graph(JSON.parse(view.querySelector(SELECTOR)!.textContent!) as Entity)[0]['@type']).to.equal('Product'));
      await expectClean(frame);
      frame.win.EventShop!.unmount();
      expect(frame.doc.querySelectorAll(SELECTOR)).to.have.length(0);
    });
  });
});
