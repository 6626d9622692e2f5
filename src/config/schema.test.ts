import { expect } from '@open-wc/testing';
import { intlProblems } from './formats';
import { settingsOf } from '../domain/event-settings';
import { mergeConfig, parseConfig } from './schema';
import type { ShopConfig } from './types';
import example from '../../demo/config.json';

const minimal = { currency: 'EUR', timezone: 'Europe/Dublin', countries: { IE: 'Ireland' } };

function valid(raw: unknown): ShopConfig {
  const result = parseConfig(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

function problems(raw: unknown): string[] {
  const result = parseConfig(raw);
  return result.ok ? [] : result.problems.map((p) => p.key);
}

describe('config validation (contract 3)', () => {
  it('accepts the contract example unchanged', () => {
    const config = valid(example);
    expect(config.currency).to.equal('EUR');
    expect(config.eventSettings['1'].bankTransferCountries).to.deep.equal(['IE', 'NL', 'DE']);
    expect(config.addressLines.address_1).to.deep.equal({ text: 'Address line 1', required: true });
  });

  it('fills every default from three required keys', () => {
    const config = valid(minimal);
    expect(config.apiBase).to.equal('/api');
    expect(config.siteBase).to.equal('');
    expect(config.locale).to.equal('en');
    expect(config.ageRanges).to.deep.equal({});
    expect(config.paymentMethods).to.deep.equal({ credit_card: 'Credit card', bank_transfer: 'Bank transfer', voucher: 'Voucher' });
    expect(config.addressLines).to.deep.equal({});
    expect(config.ibanCountries).to.deep.equal([]);
    expect(config.eventSettings).to.deep.equal({});
    expect(config.shopActive).to.equal(true);
    expect(config.merchandiseActive).to.equal(true);
    expect(config.shopShowOutOfStock).to.equal('0');
    expect(config.shopPaymentCreditCardMaxAttempts).to.equal(3);
    expect(config.updateDocumentTitle).to.equal(true);
    expect(config.structuredData).to.equal(false);
    expect(config.ambassadorsUrl).to.equal('ambassadors');
    expect(config.paymentGateway).to.equal(null);
    expect(config.pixelId).to.equal(null);
    expect(config.social).to.deep.equal({});
    expect(config.texts).to.deep.equal({});
  });

  it('requires currency, timezone and countries', () => {
    expect(problems({})).to.have.members(['currency', 'timezone', 'countries']);
    expect(problems({ ...minimal, countries: {} })).to.deep.equal(['countries']);
  });

  it('rejects an unknown currency, time zone or locale', () => {
    expect(problems({ ...minimal, currency: 'EURO' })).to.deep.equal(['currency']);
    expect(problems({ ...minimal, currency: 'XX1' })).to.deep.equal(['currency']);
    expect(problems({ ...minimal, timezone: 'Mars/Olympus' })).to.deep.equal(['timezone']);
    expect(problems({ ...minimal, locale: 'not a locale!' })).to.deep.equal(['locale']);
  });

  it('checks currency, time zone and locale by their shape, constructing no Intl object (issue 7)', () => {
    const used: string[] = [];
    const { DateTimeFormat, NumberFormat, getCanonicalLocales } = Intl;
    Intl.DateTimeFormat = function () {
      used.push('DateTimeFormat');
      throw new Error('no Intl in validation');
    } as unknown as typeof DateTimeFormat;
    Intl.NumberFormat = function () {
      used.push('NumberFormat');
      throw new Error('no Intl in validation');
    } as unknown as typeof NumberFormat;
    Intl.getCanonicalLocales = () => {
      used.push('getCanonicalLocales');
      throw new Error('no Intl in validation');
    };
    try {
      expect(valid(example).timezone).to.equal('Europe/Dublin');
      expect(problems({ ...minimal, timezone: 'Mars/Olympus', locale: 'not a locale!' })).to.have.members(['locale', 'timezone']);
    } finally {
      Object.assign(Intl, { DateTimeFormat, NumberFormat, getCanonicalLocales });
    }
    expect(used).to.deep.equal([]);
  });

  it('accepts every time zone this browser knows, legacy names and well-formed locales', () => {
    const zones = [
      ...Intl.supportedValuesOf('timeZone'),
      'UTC',
      'GMT',
      'US/Eastern',
      'Etc/GMT+5',
      'Etc/GMT-14',
      'europe/dublin',
      'EST5EDT',
      'America/Argentina/Buenos_Aires',
      'America/Port-au-Prince',
      '+05:00',
      '-0330',
    ];
    expect(zones.filter((timezone) => problems({ ...minimal, timezone }).length > 0)).to.deep.equal([]);
    const locales = [
      'en',
      'en-IE',
      'EN-ie',
      'es-419',
      'zh-Hant-TW',
      'sr-Latn-RS',
      'de-CH-1996',
      'ca-ES-valencia',
      'en-US-u-ca-gregory-nu-latn',
      'en-x-private',
      'ast',
      'yue-HK',
    ];
    expect(locales.filter((locale) => problems({ ...minimal, locale }).length > 0)).to.deep.equal([]);
    // Intl.getCanonicalLocales rejects each of these too.
    for (const locale of ['en_US', '', 'e', 'english!', 'en-', 'x-private', '123'])
      expect(problems({ ...minimal, locale }), locale).to.deep.equal(['locale']);
    for (const timezone of ['', 'Europe/', 'Olympus Mons', 'Europe/../Dublin'])
      expect(problems({ ...minimal, timezone }), timezone).to.deep.equal(['timezone']);
  });

  it('leaves the rest to Intl, later: a zone or locale of the right shape that the browser does not know', () => {
    expect(intlProblems(valid(example))).to.deep.equal([]);
    const config = valid({ ...minimal, timezone: 'Europe/Atlantis' });
    expect(intlProblems(config).map((p) => p.key)).to.deep.equal(['timezone']);
    expect(intlProblems(valid({ ...minimal, locale: 'de-CH-1996-1996' })).map((p) => p.key)).to.deep.equal(['locale']);
  });

  it('names each bad key once, however many faults it has', () => {
    const result = parseConfig({
      ...minimal,
      eventSettings: { 1: { ageRangeActive: 'yes', creditCardActive: 3 } },
      social: { myspace: 'x' },
    });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.problems.map((p) => p.key)).to.deep.equal(['eventSettings', 'social']);
  });

  it('names countries given by their codes alone in the locale (Intl.DisplayNames), keeping the names given', () => {
    const german = parseConfig({ ...minimal, locale: 'de-DE', countries: ['NL', 'BE', 'ZZZ'] });
    expect(german.ok && german.config.countries).to.deep.equal({ NL: 'Niederlande', BE: 'Belgien', ZZZ: 'ZZZ' });
    const mixed = parseConfig({ ...minimal, locale: 'fr', countries: { IE: 'Éire', FR: '' } });
    expect(mixed.ok && mixed.config.countries).to.deep.equal({ IE: 'Éire', FR: 'France' });
  });

  it('rejects maps of the wrong shape', () => {
    expect(problems({ ...minimal, countries: ['IE', 7] })).to.deep.equal(['countries']);
    expect(problems({ ...minimal, addressLines: { a: 'Line' } })).to.deep.equal(['addressLines']);
    expect(problems({ ...minimal, texts: { a: 1 } })).to.deep.equal(['texts']);
    expect(problems({ ...minimal, ibanCountries: 'IE' })).to.deep.equal(['ibanCountries']);
    expect(problems({ ...minimal, shopShowOutOfStock: 'yes' })).to.deep.equal(['shopShowOutOfStock']);
    expect(problems({ ...minimal, shopPaymentCreditCardMaxAttempts: 0 })).to.deep.equal(['shopPaymentCreditCardMaxAttempts']);
    expect(problems({ ...minimal, ambassadorsUrl: 'javascript:alert(1)' })).to.deep.equal(['ambassadorsUrl']);
  });

  it('accepts the 1/0 and "1"/"0" flags a PHP backend sends', () => {
    expect(valid({ ...minimal, shopActive: 0, merchandiseActive: '1' })).to.include({ shopActive: false, merchandiseActive: true });
    expect(valid({ ...minimal, shopShowOutOfStock: 1 }).shopShowOutOfStock).to.equal('1');
    expect(problems({ ...minimal, shopActive: 'maybe' })).to.deep.equal(['shopActive']);
    expect(valid({ ...minimal, structuredData: '1' }).structuredData).to.equal(true);
    expect(problems({ ...minimal, structuredData: 'yes' })).to.deep.equal(['structuredData']);
  });

  it('rejects what is not an object', () => {
    expect(parseConfig(null)).to.deep.equal({ ok: false, problems: [{ key: 'config', message: 'is missing or is not a JSON object' }] });
    expect(parseConfig('EUR').ok).to.equal(false);
    expect(parseConfig([]).ok).to.equal(false);
  });

  it('ignores keys the contract does not know', () => {
    const config = valid({ ...minimal, futureKey: 42 });
    expect(config).not.to.have.property('futureKey');
  });

  it('fills event settings from the contract defaults', () => {
    const config = valid({ ...minimal, eventSettings: { 7: { ageRangeActive: true } } });
    expect(settingsOf(config.eventSettings, 7)).to.deep.equal({
      ageRangeActive: true,
      creditCardActive: true,
      bankTransferActive: false,
      bankTransferCountries: [],
    });
    expect(settingsOf(config.eventSettings, '8')).to.deep.equal({
      ageRangeActive: false,
      creditCardActive: true,
      bankTransferActive: false,
      bankTransferCountries: [],
    });
    expect(settingsOf(config.eventSettings, null).creditCardActive).to.equal(true);
  });

  it('accepts only http(s) or relative addresses for links and images', () => {
    expect(
      valid({
        ...minimal,
        websiteUrl: 'https://f.example',
        logoUrl: 'img/logo.svg',
        bannerUrl: '/b.jpg',
        apiBase: 'https://api.example/shop',
      }).logoUrl,
    ).to.equal('img/logo.svg');
    expect(problems({ ...minimal, websiteUrl: 'javascript:alert(1)' })).to.deep.equal(['websiteUrl']);
    expect(problems({ ...minimal, logoUrl: ' jav\tascript:alert(1)' })).to.deep.equal(['logoUrl']);
    expect(problems({ ...minimal, bannerUrl: 'data:image/svg+xml,<svg onload=alert(1)>' })).to.deep.equal(['bannerUrl']);
    expect(problems({ ...minimal, social: { facebook: 'javascript:alert(1)' } })).to.deep.equal(['social']);
    expect(problems({ ...minimal, siteBase: 'javascript:' })).to.deep.equal(['siteBase']);
  });

  it('drops empty social links', () => {
    expect(valid({ ...minimal, social: { facebook: 'https://f.example', youtube: '' } }).social).to.deep.equal({
      facebook: 'https://f.example',
    });
  });
});

describe('backend config merge (contract 3)', () => {
  const page = valid({ ...minimal, texts: { ticketsHeading: 'Tickets', faqs: '<p>Page FAQ</p>' } });

  it('lays data.config over the page config, texts key by key', () => {
    const { config, rejected } = mergeConfig(page, { shopActive: false, texts: { faqs: '<p>Backend FAQ</p>' } });
    expect(rejected).to.deep.equal([]);
    expect(config.shopActive).to.equal(false);
    expect(config.texts).to.deep.equal({ ticketsHeading: 'Tickets', faqs: '<p>Backend FAQ</p>' });
    expect(config.currency).to.equal('EUR');
  });

  it('keeps the page value of a key the backend got wrong, and reports it', () => {
    const { config, rejected } = mergeConfig(page, { currency: 'nope', merchandiseActive: false });
    expect(rejected.map((p) => p.key)).to.deep.equal(['currency']);
    expect(config.currency).to.equal('EUR');
    expect(config.merchandiseActive).to.equal(false);
  });

  it('refuses a javascript: link from the backend and keeps the page value', () => {
    const withSite = valid({ ...minimal, websiteUrl: 'https://festival.example' });
    const { config, rejected } = mergeConfig(withSite, { websiteUrl: 'javascript:alert(document.cookie)' });
    expect(rejected.map((p) => p.key)).to.deep.equal(['websiteUrl']);
    expect(config.websiteUrl).to.equal('https://festival.example');
  });

  it('refuses a locale or zone of the right shape that this browser cannot format with, checking only what differs from the page', () => {
    const { config, rejected } = mergeConfig(page, {
      locale: 'de-1996-1996',
      timezone: 'Europe/Atlantis',
      shopActive: false,
      currency: 'nope',
    });
    expect(rejected.map((p) => p.key)).to.have.members(['locale', 'timezone', 'currency']);
    expect(config).to.include({ locale: 'en', timezone: 'Europe/Dublin', currency: 'EUR', shopActive: false });
    // The page's own bad value, repeated by the backend, was the page's to report.
    const badPage = valid({ ...minimal, locale: 'de-1996-1996' });
    expect(mergeConfig(badPage, { locale: 'de-1996-1996', shopActive: false }).rejected).to.deep.equal([]);
  });

  it('returns the page config for an empty or absent override', () => {
    expect(mergeConfig(page, null).config).to.equal(page);
    expect(mergeConfig(page, {}).config).to.equal(page);
    expect(mergeConfig(page, 'x').config).to.equal(page);
  });
});
