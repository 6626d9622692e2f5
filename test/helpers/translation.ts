import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import german from '../../demo/config.de.json';
import germanTexts from '../../src/i18n/de.json';
import english from '../../demo/config.json';
import type { DemoCart } from '../../demo/backend/db';
import type { DemoBackend } from '../../demo/backend/index';
import { shippingFor } from '../../demo/backend/invoice';
import type { EventShopConfig } from '../../src/config/types';
import { englishTexts as defaultTexts } from '../../src/i18n/en';
import type { Text } from '../../src/i18n/texts';
import { navigate } from '../../src/stores/location';
import { shopData } from '../../src/stores/shop-data';
import { pageState } from '../../src/stores/page';
import { frame, type MountedShop } from './shop';

/** Re-exported for the tests beside this helper. */
export { frame } from './shop';

/**
 * A host translates the whole shop through `texts` (docs/embed-contract.md §3):
 * the German demo config (demo/config.de.json with the shipped texts, src/i18n/de.json) must leave no English fixed text
 * on any screen. What a shopper can see or hear is read from the shop's shadow
 * roots (text, and the attributes a screen reader or a stylesheet shows), and
 * checked against the English of every text key and of the demo config's own
 * labels wherever the German differs.
 */
export const germanConfig = (): EventShopConfig =>
  JSON.parse(JSON.stringify({ ...german, texts: { ...germanTexts, ...german.texts } })) as EventShopConfig;

/** Every part a host can place, so each screen's chrome is read too. */
export const allParts = ['header', 'nav', 'cart', 'account', 'view', 'side', 'footer'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The config's labels a shopper reads (not URLs, codes or settings). */
const LABEL_KEYS = [
  'countries',
  'ageRanges',
  'paymentMethods',
  'addressLines',
  'productTypes',
  'merchandiseTypes',
  'paymentStatuses',
  'refundStatuses',
  'contactAddress',
  'texts',
];

/** Every string leaf under `value`, by its path. */
function leaves(value: Json | undefined, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, `${path}.${k}`, out);
  return out;
}

/** The readable pieces of a template: HTML tags and `{{placeholders}}` cut it; short pieces ("Via", "of") are left out. */
export const pieces = (text: string): string[] =>
  text
    .split(/<[^>]*>|\{\{[^}]*\}\}/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 4 && /\p{L}{2}/u.test(s));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `piece` as a whole word: "Email" is not found in "E-Mail", nor "Portal" in "Kundenportal". */
function wordPattern(piece: string): RegExp {
  const start = /^\p{L}/u.test(piece) ? '(?<!\\p{L})' : '';
  const end = /\p{L}$/u.test(piece) ? '(?!\\p{L})' : '';
  return new RegExp(`${start}${escape(piece)}${end}`, 'u');
}

export interface EnglishText {
  source: string;
  piece: string;
  pattern: RegExp;
}

/**
 * The English that must not show: the pieces of each text key and config label
 * whose German differs. A piece the German texts use as well ("Ticket",
 * "Online") is a word both languages share, and proves nothing.
 */
/** A text's words: the message, or each of its plural forms. */
const forms = (text: Text | undefined): string[] => (text === undefined ? [] : typeof text === 'string' ? [text] : Object.values(text));

export function englishTexts(config: EventShopConfig = germanConfig()): EnglishText[] {
  const texts = config.texts ?? {};
  const ours = config as unknown as Record<string, Json>;
  const theirs = english as unknown as Record<string, Json>;
  const germanWords = [
    ...Object.values(texts).flatMap(forms),
    ...LABEL_KEYS.flatMap((key) => [...leaves(ours[key], key, new Map()).values()]),
  ].join('\n');
  const found: EnglishText[] = [];
  const add = (source: string, en: string, de: string | undefined) => {
    if (de === en) return;
    for (const piece of pieces(en)) {
      const pattern = wordPattern(piece);
      if (!pattern.test(germanWords)) found.push({ source, piece, pattern });
    }
  };
  for (const [key, en] of Object.entries(defaultTexts)) {
    const de = texts[key];
    if (typeof en === 'string') add(`texts.${key}`, en, typeof de === 'string' ? de : undefined);
    else
      for (const [category, form] of Object.entries(en))
        add(`texts.${key}.${category}`, form, typeof de === 'object' ? de[category as 'other'] : undefined);
  }
  for (const key of LABEL_KEYS) {
    const de = leaves(ours[key], key, new Map());
    for (const [path, en] of leaves(theirs[key], key, new Map())) add(path, en, de.get(path));
  }
  return found;
}

/**
 * Data the API sent (product names and descriptions, holders, staff): it may
 * stay as it is. Codes and enum values ('paid', 'credit_card') are not taken
 * out, or "Partially paid" would hide as "Partially".
 */
export function apiStrings(backend: DemoBackend): string[] {
  const { customers, products, merchandise, carts, orders, refunds } = backend.db.state;
  const fixed = new Set<string>(Object.values(defaultTexts).flatMap(forms));
  // The invoice's shipping lines are worked out per answer, not stored.
  const shipping = [[], [{}]].flatMap((m) =>
    ['IE', 'DE'].map((c) => shippingFor({ merchandise: m } as unknown as DemoCart, c)?.name ?? ''),
  );
  const all = [
    ...leaves({ customers, products, merchandise, carts, orders, refunds } as unknown as Json, '', new Map()).values(),
    ...shipping,
  ];
  const strings = new Set(
    all
      .flatMap((s) => s.split(/<[^>]*>/))
      .map((s) => s.trim())
      .filter((s) => s.length >= 4 && /\s|^\p{Lu}/u.test(s) && !fixed.has(s)),
  );
  return [...strings].sort((a, b) => b.length - a.length);
}

/** Attributes a shopper hears or sees (`data-label` is shown by the stacked tables' CSS). */
const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-placeholder', 'title', 'placeholder', 'alt', 'data-label'];

/** What the shop shows and says now: each element's own text, its spoken attributes, and the page title it set. */
export function shownTexts(): string[] {
  const hosts = document.querySelectorAll<HTMLElement>('[data-event-shop], [data-event-shop-overlay]');
  const out = [pageState.title];
  for (const host of hosts) {
    if (!host.shadowRoot) continue;
    for (const el of host.shadowRoot.querySelectorAll('*')) {
      if (el.localName === 'style' || el.localName === 'script') continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('');
      if (own.trim()) out.push(own);
      for (const name of ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value?.trim()) out.push(value);
      }
    }
  }
  return out;
}

/** Every English piece the shop shows now, with where and in what; API data is taken out first. */
export function englishShown(where: string, backend: DemoBackend, english: EnglishText[] = englishTexts()): string[] {
  const api = apiStrings(backend);
  const problems = new Set<string>();
  for (const shown of shownTexts()) {
    const text = api.reduce((rest, s) => rest.split(s).join(' \u0000 '), shown);
    for (const e of english) if (e.pattern.test(text)) problems.add(`${where}: "${e.piece}" (${e.source}) in "${shown.trim()}"`);
  }
  return [...problems];
}

/** The modals' shadow root (beside the toasts' container). */
export const modals = (shop: MountedShop) => within(shop.overlay().getRootNode() as unknown as HTMLElement);

/** Go to `path` and wait until the view shows `expect` (German) and nothing is loading. */
export async function visit(shop: MountedShop, path: string, expect: string): Promise<void> {
  navigate(path);
  await waitFor(
    () => {
      const text = shop.part('view').textContent ?? '';
      if (!text.includes(expect)) throw new Error(`${path} does not show "${expect}": ${text.slice(0, 300)}`);
      if (text.includes('Wird geladen…') || shopData.status === 'loading') throw new Error(`${path} is loading`);
    },
    { timeout: 5000 },
  );
  await frame();
  await frame();
}

/** What a German-config suite's tests share: the mounted shop, the backend, and the English found so far. */
export interface TranslationScene {
  shop: MountedShop | null;
  readonly backend: DemoBackend;
  /** English found by `check`, emptied before each test. */
  problems: string[];
  /** Add the English that `where` shows to `problems`. */
  check: (where: string) => void;
}

/**
 * The state and mocha hooks every German-config suite shares: before each
 * test a fresh backend from `start` and no finding; after it, once the data
 * has loaded, the shop unmounted. Call inside the suite's `describe`.
 */
export function translationScene(start: () => Promise<DemoBackend>): TranslationScene {
  let backend: DemoBackend | null = null;
  const scene: TranslationScene = {
    shop: null,
    get backend() {
      if (!backend) throw new Error('translationScene: no backend before the first test starts');
      return backend;
    },
    problems: [],
    check: (where) => scene.problems.push(...englishShown(where, scene.backend)),
  };
  beforeEach(async () => {
    scene.problems.length = 0;
    backend = await start();
  });
  afterEach(async () => {
    await waitFor(() => expect(shopData.status).not.to.equal('loading'));
    scene.shop?.cleanup();
    scene.shop = null;
  });
  return scene;
}
