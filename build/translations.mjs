// What makes a file of src/i18n/ a complete translation of the shop's English texts (src/i18n/texts.ts).
// Used by the build (build/texts.mjs), which fails on any problem, and by `node build/translations.mjs
// [lang ...]`, which a translator runs while working.

/** The placeholders a text fills, `{{name}}`, sorted. */
const placeholders = (text) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();
/** The HTML tags a text carries, in order (a translation keeps the markup of its English text). */
const tags = (text) => [...text.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((match) => match[0].toLowerCase());
/**
 * A button's visible text and its accessible name (WCAG 2.5.3, label in name: a speech user says what they
 * see): the name holds the text, in every language.
 */
const LABEL_IN_NAME = [
  ['cart.personalise', 'cart.personaliseItem'],
  ['cart.remove', 'cart.removeItem'],
  ['portal.manage', 'portal.manageTicketLabel'],
  ['portal.chooseTime', 'portal.chooseTimeLabel'],
  ['portal.download', 'portal.downloadLabel'],
];

const same = (a, b) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Why `texts` is not a complete translation of `english` into `language`, or null: a key missing or
 * unknown, a text where plural forms belong (or the reverse), plural forms that are not exactly the
 * CLDR categories Intl.PluralRules reports for the language, or a form that drops or invents a
 * placeholder or changes the markup.
 */
export function translationProblems(texts, english, language) {
  const problems = [];
  const categories = language ? new Intl.PluralRules(language).resolvedOptions().pluralCategories : undefined;
  for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${key} is missing`);
  for (const [key, text] of Object.entries(texts)) {
    // `outOfStock.<type>`: the empty-listing text of one product type (src/i18n/texts.ts outOfStockText).
    if (key.startsWith('outOfStock.')) continue;
    const source = english[key];
    if (source === undefined) {
      problems.push(`${key} is not a text key of the shop`);
      continue;
    }
    if (typeof source !== typeof text || text === null || Array.isArray(text)) {
      problems.push(`${key} must be ${typeof source === 'string' ? 'a text' : 'plural forms'}`);
      continue;
    }
    if (typeof text === 'string') {
      if (source === '') {
        if (text !== '') problems.push(`${key} is the host's own content and stays empty`);
        continue;
      }
      if (!same(placeholders(text), placeholders(source)))
        problems.push(`${key} must fill ${JSON.stringify(placeholders(source))}, not ${JSON.stringify(placeholders(text))}`);
      if (!same(tags(text), tags(source))) problems.push(`${key} must keep the markup ${tags(source).join('') || '(none)'}`);
      continue;
    }
    if (typeof text.other !== 'string') problems.push(`${key} has no "other" form`);
    const given = Object.keys(text);
    if (categories) {
      const missing = categories.filter((category) => !given.includes(category));
      const extra = given.filter((category) => !categories.includes(category));
      if (missing.length)
        problems.push(`${key} lacks the plural form${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${language}`);
      if (extra.length) problems.push(`${key} has plural forms ${language} does not use: ${extra.join(', ')}`);
    }
    const wanted = placeholders(source.other);
    for (const [category, form] of Object.entries(text)) {
      if (typeof form !== 'string') problems.push(`${key}.${category} must be a text`);
      // A form for exactly one thing may spell the number out ("1 minute", "eine Minute"); the others show it.
      else if (!same(placeholders(form), wanted) && !same([...placeholders(form), 'count'].sort(), wanted))
        problems.push(`${key}.${category} must fill ${JSON.stringify(wanted)}`);
    }
  }
  for (const [text, name] of LABEL_IN_NAME)
    if (
      typeof texts[text] === 'string' &&
      typeof texts[name] === 'string' &&
      !texts[name].toLowerCase().includes(texts[text].toLowerCase())
    )
      problems.push(`${name} must hold the button's text ${JSON.stringify(texts[text])} (label in name)`);
  return problems.length ? problems : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync, readdirSync } = await import('node:fs');
  const { importTs } = await import('./import-ts.mjs');
  const { defaultTexts } = await importTs("export { englishTexts as defaultTexts } from './src/i18n/en.ts';");
  const asked = process.argv.slice(2);
  const languages = asked.length
    ? asked
    : readdirSync('src/i18n')
        .filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(file))
        .map((file) => file.replace('.json', ''));
  let failed = false;
  for (const language of languages) {
    const problems = translationProblems(JSON.parse(readFileSync(`src/i18n/${language}.json`, 'utf8')), defaultTexts, language);
    console.log(problems ? `${language}: ${problems.length} problems\n  ${problems.join('\n  ')}` : `${language}: complete`);
    failed ||= Boolean(problems);
  }
  process.exit(failed ? 1 : 0);
}
