import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { mountShop, type MountedShop } from './helpers/shop';

/** A locale of the right shape that Intl refuses: a duplicate variant. `new Intl.NumberFormat` throws a RangeError on it. */
const BAD_LOCALE = 'de-1996-1996';

/** The shop's console warnings while `run` runs (`run` gets the list so far). */
async function shopWarnings(run: (sofar: () => string[]) => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const ours = () => warnings.filter((w) => w.includes('[event-shop]'));
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await run(ours);
  } finally {
    console.warn = original;
  }
  return ours();
}

const accepted = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length > 0;
  } catch {
    return false;
  }
};
const euro = (locale: string, amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);

describe('a locale or zone this browser cannot format with does not take the shop down', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  /** The Weekend ticket's card on the tickets listing (price plus fee: €200). */
  const weekendCard = () => within(shop!.part('view')).getByRole('link', { name: 'Weekend ticket' }).closest('li') as HTMLElement;

  it("formats prices in the browser's locale when the page's locale is refused, and warns once naming locale", async () => {
    expect(() => new Intl.NumberFormat(BAD_LOCALE), 'the premise: Intl throws on it').to.throw(RangeError);
    await startBackend();
    const warnings = await shopWarnings(async (sofar) => {
      shop = await mountShop({ config: { ...exampleConfig(), locale: BAD_LOCALE }, parts: ['view'], hash: '#/tickets' });
      // The browser's language, or Intl's default where Intl refuses that too (WebKit says "C" on a system without a locale).
      const browser = accepted(navigator.language) ? navigator.language : new Intl.NumberFormat().resolvedOptions().locale;
      await waitFor(() => expect(weekendCard().textContent).to.contain(euro(browser, 200)));
      // The warning comes when the browser is idle (mount.tsx).
      await waitFor(() => expect(sofar()).to.have.length(1), { timeout: 12_000 });
      await new Promise((r) => setTimeout(r, 200));
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain(`locale: "${BAD_LOCALE}"`);
  });

  it("keeps the page's locale and zone when the backend's data.config names ones the browser refuses, warning once per key", async () => {
    await startBackend({ seed: (s) => (s.config = { locale: BAD_LOCALE, timezone: 'Europe/Atlantis' }) });
    const warnings = await shopWarnings(async () => {
      shop = await mountShop({ config: { ...exampleConfig(), locale: 'de-DE' }, parts: ['view'], hash: '#/merchandise/BOTTLE' });
      const view = within(shop.part('view'));
      await waitFor(() => expect(shop!.part('view').querySelector('.es-money')?.textContent).to.equal(euro('de-DE', 10.3)));
      // Each answer carrying data (here an add to cart) lays data.config over the page's again.
      view.getByRole('button', { name: 'Add to cart' }).click();
      await within(shop.overlay()).findByText('Item added to cart.');
    });
    expect(warnings).to.deep.equal([
      `[event-shop] ignored data.config.locale: "${BAD_LOCALE}" is not a locale this browser accepts`,
      '[event-shop] ignored data.config.timezone: "Europe/Atlantis" is not a time zone this browser knows',
    ]);
  });
});
