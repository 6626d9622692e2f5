// The shipped languages (issue 31): each src/i18n/<lang>.json is a complete translation, the build's check
// fails on what makes one incomplete, a language's build module gives back exactly its texts, and the
// browser tests that look at every screen in every language name every language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { importTs } from '../../build/import-ts.mjs';
import { languages, shippedModule } from '../../build/languages.mjs';
import { translationProblems } from '../../build/translations.mjs';

const { englishTexts } = await importTs("export { englishTexts } from './src/i18n/en.ts';");
const read = (lang) => JSON.parse(readFileSync(new URL(`../../src/i18n/${lang}.json`, import.meta.url), 'utf8'));

test('twelve languages ship, Arabic among them', () => {
  assert.deepEqual(languages(), ['ar', 'cs', 'da', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'sv']);
});

for (const lang of languages())
  test(`src/i18n/${lang}.json is a complete translation`, () => assert.equal(translationProblems(read(lang), englishTexts, lang), null));

test('the English texts keep their own rules (label in name)', () => {
  assert.equal(translationProblems(englishTexts, englishTexts, 'en'), null);
});

test('the check names each way a translation can be incomplete', () => {
  const polish = read('pl');
  const broken = structuredClone(polish);
  delete broken['cart.title'];
  broken['cart.titel'] = 'Koszyk';
  delete broken['cart.count'].few;
  broken['cart.count'].zero = 'Pusty koszyk';
  broken['cart.removeItem'] = 'Skasuj produkt';
  broken.faqs = '<p>Pytania</p>';
  broken['shop.hiddenSoldOut'] = 'Ukryto wyprzedane';
  assert.deepEqual(translationProblems(broken, englishTexts, 'pl'), [
    'cart.title is missing',
    "faqs is the host's own content and stays empty",
    'shop.hiddenSoldOut must be plural forms',
    'cart.removeItem must fill ["name"], not []',
    'cart.count lacks the plural form few of pl',
    'cart.count has plural forms pl does not use: zero',
    'cart.titel is not a text key of the shop',
    'cart.removeItem must hold the button\'s text "Usuń" (label in name)',
  ]);
});

test("a language's build module gives back exactly its texts and its tag", async () => {
  const french = read('fr');
  const code = shippedModule('fr', french);
  const { shipped } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  assert.equal(shipped.lang, 'fr');
  assert.deepEqual(shipped.texts, french);
  assert.deepEqual(Object.keys(shipped.texts), Object.keys(french));
});

test('the browser tests of every screen name every shipped language (test/helpers/languages.ts)', () => {
  const helper = readFileSync(new URL('../helpers/languages.ts', import.meta.url), 'utf8');
  for (const lang of languages()) assert.match(helper, new RegExp(`import ${lang} from '../../src/i18n/${lang}.json';`), lang);
});
