import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { startAsDemo, TOKEN } from './helpers/api';
import { startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { ALL_LANGUAGES } from './helpers/languages';
import { PSEUDO_LETTER } from './helpers/pseudo-locale';
import { CUSTOMER_ROUTES, VISITOR_ROUTES } from './helpers/routes';
import { frame, mountShop, type MountedShop } from './helpers/shop';
import { apiStrings, shownTexts } from './helpers/translation';
import type { DemoBackend } from '../demo/backend/index';
import type { EventShopConfig } from '../src/config/types';

/**
 * The pseudo-locale (helpers/pseudo-locale) finds any text that does not go through the texts table: on
 * every screen, whatever the shop shows or speaks in Latin letters must be the pseudo-locale's, the API's
 * data (names, codes, addresses), the config's own labels, or a number, date or amount (Greek, in the
 * pseudo-locale's `el`). A fixed English word written in a component shows up here in any language.
 */
const pseudo = ALL_LANGUAGES.find((c) => c.name === 'pseudo')!;

/** The config's own labels a shopper reads (countries are named by Intl in Greek here). */
function configLabels(config: EventShopConfig): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { texts, ...rest } = config;
  walk(rest);
  // The host's own content (its pages' HTML) is the host's, not a fixed text.
  walk(Object.values(texts ?? {}).filter((text) => typeof text === 'string' && !PSEUDO_LETTER.test(text)));
  return (
    out
      // Markup cuts a label, and so does a line break (the contact address is shown a line at a time).
      .flatMap((s) => s.split(/<[^>]*>|\n/))
      .map((s) => s.trim())
      .filter((s) => s.length >= 3)
  );
}

/** Shown texts with a Latin word that is none of the allowed sources: text that bypassed the table. */
function untranslated(where: string, backend: DemoBackend, config: EventShopConfig): string[] {
  // Longest first: a config label that holds an API string ("1 Main Street, Dublin 2") goes whole.
  const allowed = [...apiStrings(backend), ...configLabels(config)].sort((a, b) => b.length - a.length);
  const found: string[] = [];
  for (const shown of shownTexts()) {
    if (PSEUDO_LETTER.test(shown)) continue;
    const rest = allowed.reduce((text, s) => text.split(s).join(' '), shown);
    // What is left may be codes (WEEKEND, TKFULL01), e-mail addresses, URLs, numbers, the euro sign.
    const words = rest.replace(/\S+@\S+|https?:\S+|#\/\S*/g, ' ').match(/\b[A-Za-z][a-z]{2,}\b/g);
    if (words) found.push(`${where}: "${shown.trim().slice(0, 80)}" (${words.join(', ')})`);
  }
  return found;
}

describe('the pseudo-locale: every text the shop shows comes from its texts table', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  const settled = () =>
    waitFor(
      () => {
        const view = shop!.part('view');
        if ((view.textContent ?? '').includes(pseudo.t('state.loading')) || !view.querySelector('h1'))
          throw new Error(`${location.hash} still loading`);
      },
      { timeout: 5000 },
    );

  for (const [who, routes] of [
    ['customer', CUSTOMER_ROUTES],
    ['visitor', VISITOR_ROUTES],
  ] as const) {
    it(`${who}: every route`, async function () {
      this.timeout(60_000);
      const backend = who === 'customer' ? await startAsDemo() : await startBackend();
      if (who === 'customer') {
        localStorage.setItem('token', TOKEN);
        seedCart(backend, [
          { code: 'WEEKEND', holder: 'Dana Demo' },
          { code: 'SHUTTLE-DUB', holder: 'Ann Lee', time: 1 },
          { code: 'TEE-2027' },
        ]);
      }
      const config = pseudo.config();
      shop = await mountShop({ config, parts: ['header', 'nav', 'cart', 'account', 'view', 'side', 'footer'], hash: '#/' });
      const found: string[] = [];
      for (const hash of routes) {
        location.hash = hash;
        await settled();
        await frame();
        found.push(...untranslated(hash, backend, config));
      }
      expect([...new Set(found)]).to.deep.equal([]);
    });
  }
});
