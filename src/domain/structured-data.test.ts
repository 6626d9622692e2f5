import { expect } from '@open-wc/testing';
import { structuredData, type LdItem } from './structured-data';

const PAGE = 'https://festival.example/shop?utm_source=x';
// The shop passes the sanitiser's text (ui/SafeHtml htmlText); here tags are enough.
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').trim();

const ticket = (extra: Partial<LdItem> = {}): LdItem => ({
  externalCode: 'WEEKEND',
  name: 'Weekend ticket',
  shopItemType: 'tickets',
  price: 18950,
  fee: 1050,
  inStock: true,
  stockLevel: null,
  ...extra,
});

const bottle: LdItem = {
  externalCode: 'BOTTLE',
  name: 'Water bottle',
  shopItemType: 'merchandise',
  price: 1210,
  fee: 20,
  inStock: true,
  stockLevel: 40,
  shopImage: 'https://cdn.example/bottle.jpg',
  shopDescription: '<p>Steel, 750 ml.</p>',
};

const ld = (shown: LdItem | LdItem[], currency = 'EUR') =>
  JSON.parse(structuredData(shown, currency, PAGE, text)) as Record<string, unknown>;

describe('structured data (schema.org JSON-LD of shop items)', () => {
  it('a ticket is an Event with one Offer at the displayed price, its url this page with the item route', () => {
    expect(ld(ticket({ shopDescription: '<p>Three days.</p>' }))).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Weekend ticket',
      url: 'https://festival.example/shop?utm_source=x#/tickets/WEEKEND',
      description: 'Three days.',
      offers: {
        '@type': 'Offer',
        url: 'https://festival.example/shop?utm_source=x#/tickets/WEEKEND',
        price: '200',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('merchandise is a Product with its code as sku; the price is exact to the minor unit', () => {
    expect(ld(bottle)).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Water bottle',
      url: 'https://festival.example/shop?utm_source=x#/merchandise/BOTTLE',
      image: ['https://cdn.example/bottle.jpg'],
      description: 'Steel, 750 ml.',
      sku: 'BOTTLE',
      offers: {
        '@type': 'Offer',
        url: 'https://festival.example/shop?utm_source=x#/merchandise/BOTTLE',
        price: '12.3',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
    expect((ld({ ...bottle, price: 1200, fee: 0 }, 'JPY').offers as { price: string }).price).to.equal('1200');
  });

  it('availability is what the product page says: sold out, a counted stock, or in stock', () => {
    const availability = (extra: Partial<LdItem>) => (ld(ticket(extra)).offers as { availability: string }).availability;
    expect(availability({ inStock: false })).to.equal('https://schema.org/SoldOut');
    expect(availability({ stockLevel: 0 })).to.equal('https://schema.org/SoldOut');
    expect(availability({ stockLevel: 12 })).to.equal('https://schema.org/LimitedAvailability');
    expect(availability({ stockLevel: null })).to.equal('https://schema.org/InStock');
  });

  it('leaves out what the item lacks: no null, no empty list, no empty text', () => {
    const json = structuredData(ticket({ shopImage: null, shopImage2: '', shopDescription: null }), 'EUR', PAGE, text);
    expect(json).not.to.match(/null|undefined|""|\[\]/);
    expect(Object.keys(JSON.parse(json) as object)).to.deep.equal(['@context', '@type', 'name', 'url', 'offers']);
    expect(ld(ticket({ shopDescription: '<p> </p>' }))).not.to.have.property('description');
    expect(ld(ticket({ name: '' }))).not.to.have.property('name');
  });

  it('gives http(s) images as absolute URLs, relative ones resolved against the page; data: and broken ones are left out', () => {
    const images = ld(
      ticket({
        shopImage: '/img/weekend.jpg',
        shopImage2: 'data:image/svg+xml,<svg/>',
        shopImage3: 'http://[broken',
        shopImage4: 'javascript:alert(1)',
      }),
    ).image;
    expect(images).to.deep.equal(['https://festival.example/img/weekend.jpg']);
    expect(ld(ticket({ shopImage: 'http://cdn.example/a.png', shopImage4: 'b.png' })).image).to.deep.equal([
      'http://cdn.example/a.png',
      'https://festival.example/b.png',
    ]);
  });

  it('a listing is one @graph of its items, in order, each a top-level Event or Product', () => {
    const data = ld([ticket(), bottle, ticket({ externalCode: 'DAY SAT', name: 'Saturday' })]);
    expect(Object.keys(data)).to.deep.equal(['@context', '@graph']);
    const graph = data['@graph'] as Array<Record<string, unknown>>;
    expect(graph.map((entity) => [entity['@type'], entity.name, entity.url])).to.deep.equal([
      ['Event', 'Weekend ticket', `${PAGE}#/tickets/WEEKEND`],
      ['Product', 'Water bottle', `${PAGE}#/merchandise/BOTTLE`],
      ['Event', 'Saturday', `${PAGE}#/tickets/DAY%20SAT`],
    ]);
    expect(graph.some((entity) => '@context' in entity)).to.equal(false);
  });

  it('writes < as \\u003c, so a name cannot end the script element, and the JSON reads back the same', () => {
    const name = 'Gig</script><script>alert(1)</script><!--';
    const json = structuredData(ticket({ name }), 'EUR', PAGE, text);
    expect(json).not.to.contain('<');
    expect(json).to.contain('Gig\\u003c/script>');
    expect((JSON.parse(json) as { name: string }).name).to.equal(name);
  });
});
