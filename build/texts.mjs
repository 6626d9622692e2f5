// The shipped translations as data: after a bundle is written, dist/texts/en.json (the English texts,
// src/i18n/en.ts) and dist/texts/<lang>.json for every shipped language (src/i18n/<lang>.json), each a
// complete `texts` object that a host which bundles dist/event-shop.mjs can pass in its config (README,
// Texts). The build fails when a language is not a complete translation (build/translations.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { importTs } from './import-ts.mjs';
import { languages, readLanguage } from './languages.mjs';

export function texts({ dir = 'dist/texts' } = {}) {
  return {
    name: 'texts',
    async writeBundle() {
      const { englishTexts } = await importTs("export { englishTexts } from './src/i18n/en.ts';");
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/en.json`, `${JSON.stringify(englishTexts, null, 2)}\n`);
      for (const lang of languages())
        writeFileSync(`${dir}/${lang}.json`, `${JSON.stringify(readLanguage(lang, englishTexts), null, 2)}\n`);
    },
  };
}
