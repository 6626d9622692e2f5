// The shipped translations: after a bundle is written, dist/texts/en.json (the English defaults,
// src/i18n/texts.ts) and dist/texts/de.json (src/i18n/de.json), each a complete `texts` object a host can
// reference or paste into its config (README, Texts). The build fails when the German file lacks a key,
// has one the shop does not know, or gives a plural message without its `other` form.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { importTs } from './import-ts.mjs';

const LANGUAGES = { de: 'src/i18n/de.json' };

/** Why `texts` is not a complete translation of `english`, or null. */
export function translationProblems(texts, english) {
  const problems = [];
  for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${key} is missing`);
  for (const [key, text] of Object.entries(texts)) {
    // `outOfStock.<type>`: the empty-listing text of one product type (src/i18n/texts.ts outOfStockText).
    if (key.startsWith('outOfStock.')) continue;
    if (!(key in english)) problems.push(`${key} is not a text key of the shop`);
    else if (typeof english[key] !== typeof text)
      problems.push(`${key} must be ${typeof english[key] === 'string' ? 'a text' : 'plural forms'}`);
    else if (typeof text === 'object' && typeof text.other !== 'string') problems.push(`${key} has no "other" form`);
  }
  return problems.length ? problems : null;
}

export function texts({ dir = 'dist/texts' } = {}) {
  return {
    name: 'texts',
    async writeBundle() {
      const { defaultTexts } = await importTs("export { defaultTexts } from './src/i18n/texts.ts';");
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/en.json`, `${JSON.stringify(defaultTexts, null, 2)}\n`);
      for (const [language, file] of Object.entries(LANGUAGES)) {
        const translated = JSON.parse(readFileSync(file, 'utf8'));
        const problems = translationProblems(translated, defaultTexts);
        if (problems) throw new Error(`${file}: ${problems.join('; ')}`);
        writeFileSync(`${dir}/${language}.json`, `${JSON.stringify(translated, null, 2)}\n`);
      }
    },
  };
}
