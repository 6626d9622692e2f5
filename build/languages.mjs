// The shop in each shipped language (docs/embed-contract.md §1): dist/event-shop.<lang>.js is the build of
// dist/event-shop.js (src/main.ts, the same plugins and minifier) with one module in another language:
// src/i18n/shipped.ts, the language the bundle speaks, becomes src/i18n/<lang>.json's texts with that tag.
// Nothing else differs, so every test of the sources holds for every language file. Run by `npm run
// build` after `rollup -c`; each file's integrity goes into dist/integrity.json, its size is checked by
// test/node/bundle-size.test.mjs. The build fails when a language's file is not a complete translation
// (build/translations.mjs: every key, its placeholders and markup, the CLDR plural forms of the language).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { integrity } from './integrity.mjs';
import { banner, minify, plugins, quiet, shipped, treeshake } from './rollup-plugins.mjs';
import { importTs } from './import-ts.mjs';
import { translationProblems } from './translations.mjs';

const I18N = fileURLToPath(new URL('../src/i18n/', import.meta.url));
const SHIPPED = `${I18N}shipped.ts`;

/** The shipped languages besides English: every src/i18n/<lang>.json, by tag. */
export const languages = () =>
  readdirSync(I18N)
    .filter((file) => /^[a-z]{2,3}(-[A-Z][a-z]{3})?\.json$/.test(file))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** A language's texts, checked against the English ones: a build never ships an incomplete language. */
export function readLanguage(lang, english) {
  const texts = JSON.parse(readFileSync(`${I18N}${lang}.json`, 'utf8'));
  const problems = translationProblems(texts, english, lang);
  if (problems) throw new Error(`src/i18n/${lang}.json: ${problems.join('; ')}`);
  return texts;
}

/**
 * The module that stands for src/i18n/shipped.ts in a language's build: the same export, `shipped`, with the
 * language's tag and texts. A run of keys that share a prefix is written once for the run, as src/i18n/en.ts
 * writes the English ones (`group`), so that no language file carries its prefixes hundreds of times.
 */
export function shippedModule(lang, texts) {
  const runs = [];
  for (const [key, text] of Object.entries(texts)) {
    const dot = key.indexOf('.');
    const prefix = dot > 0 ? key.slice(0, dot) : '';
    const last = runs.at(-1);
    if (last && last.prefix === prefix) last.entries.push([key.slice(prefix ? dot + 1 : 0), text]);
    else runs.push({ prefix, entries: [[key.slice(prefix ? dot + 1 : 0), text]] });
  }
  const object = (entries) => `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${JSON.stringify(text)}`).join(',')}}`;
  const parts = runs.map(({ prefix, entries }) =>
    prefix ? `...group(${JSON.stringify(prefix)},${object(entries)})` : object(entries).slice(1, -1),
  );
  return [
    'const group = (prefix, texts) => Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));',
    `export const shipped = { lang: ${JSON.stringify(lang)}, texts: {${parts.join(',')}} };`,
  ].join('\n');
}

/** A rollup plugin: src/i18n/shipped.ts is `lang`'s module. */
export const shippedLanguage = (lang, texts) => {
  // One id for every language: a build's cache keeps what each module's imports resolved to, and the next
  // language's build loads this module anew (rollup compares a cached module's source with the new one).
  const id = '\0shipped-language';
  return {
    name: 'shipped-language',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|[\\/])shipped(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === SHIPPED ? id : null;
    },
    load: (loading) => (loading === id ? shippedModule(lang, texts) : null),
  };
};

/** Build dist/event-shop.<lang>.js for each shipped language; one build's cache serves the next. */
export async function buildLanguages({ only = languages(), log = console.log } = {}) {
  const { englishTexts } = await importTs("export { englishTexts } from './src/i18n/en.ts';");
  let cache;
  for (const lang of only) {
    const texts = readLanguage(lang, englishTexts);
    const started = Date.now();
    const bundle = await rollup({
      input: 'build/bundle-entry.js',
      plugins: [shippedLanguage(lang, texts), ...plugins('./tsconfig.build.json'), integrity({ log: () => {} })],
      treeshake,
      onwarn: quiet,
      cache,
    });
    cache = bundle.cache;
    await bundle.write({
      file: `dist/event-shop.${lang}.js`,
      format: 'iife',
      banner,
      plugins: [minify],
      ...shipped,
    });
    await bundle.close();
    log(`dist/event-shop.${lang}.js in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

// `node build/languages.mjs [lang ...]`: the languages named, or every one. One after the other: on two
// cores two builds at once took 90 s against 100 s, and would share dist/integrity.json.
if (import.meta.url === `file://${process.argv[1]}`)
  await buildLanguages({ only: process.argv.length > 2 ? process.argv.slice(2) : undefined });
