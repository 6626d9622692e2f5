// docs/config-reference.md, generated from the source: the config keys from
// `ShopConfig` in src/config/types.ts (type, default and meaning from each
// key's JSDoc), the host events from `EventShopEvents` in src/public-api.ts,
// the theming custom properties from the stylesheets, and every text key with
// its English default from src/i18n/en.ts.
//   npm run docs            writes it and docs/api-reference.md (scripts/docs/api-reference.mjs)
//   npm run docs -- --check fails when either committed file is out of date
// test/node/config-reference.test.mjs runs the check in `npm test`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { API_OUT, cell, generateApiReference } from './api-reference.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const OUT = join(root, 'docs/config-reference.md');

const parse = (file) => ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

function findInterface(source, name) {
  let found = null;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node;
  });
  if (!found) throw new Error(`${source.fileName}: no interface ${name}`);
  return found;
}

/** Each member of an interface: name, type as written, JSDoc text and `@default`. */
function members(file, name) {
  const source = parse(file);
  return findInterface(source, name).members.map((m) => {
    const key = m.name.getText(source).replace(/^'|'$/g, '');
    const doc = ts.getJSDocCommentsAndTags(m).find(ts.isJSDoc);
    const text = typeof doc?.comment === 'string' ? doc.comment : (doc?.comment ?? []).map((c) => c.text).join('');
    const dflt = doc?.tags?.find((t) => t.tagName.text === 'default');
    const dfltText = typeof dflt?.comment === 'string' ? dflt.comment : (dflt?.comment ?? []).map((c) => c.text).join('');
    return { key, type: m.type ? m.type.getText(source) : '', doc: text, dflt: dfltText };
  });
}

/** A default's words: the text, or its plural forms as `one: …; other: …`. */
function textOf(node, source) {
  const literal = (n) => n.getText(source).slice(1, -1).replace(/\\'/g, "'");
  if (!ts.isObjectLiteralExpression(node)) return literal(node);
  return node.properties.map((p) => `${p.name.getText(source)}: ${literal(p.initializer)}`).join('; ');
}

/** `englishTexts`: key → English text, in source order; a `...group('prefix', { key: text })` gives `prefix.key`. */
function textKeys() {
  const source = parse('src/i18n/en.ts');
  const out = [];
  const entries = (object, prefix) => {
    for (const p of object.properties)
      if (ts.isPropertyAssignment(p)) out.push([prefix + p.name.getText(source).replace(/^'|'$/g, ''), textOf(p.initializer, source)]);
      else if (ts.isSpreadAssignment(p) && ts.isCallExpression(p.expression) && p.expression.expression.getText(source) === 'group') {
        const [name, texts] = p.expression.arguments;
        entries(texts, `${name.text}.`);
      }
  };
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'englishTexts') {
      let init = node.initializer;
      while (init && !ts.isObjectLiteralExpression(init)) init = init.expression;
      entries(init, '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (out.length === 0) throw new Error('src/i18n/en.ts: no englishTexts');
  return out;
}

/** Every `var(--event-shop-*, fallback)` of the stylesheets under src. */
function customProperties() {
  const found = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.css'))
        for (const m of readFileSync(path, 'utf8').matchAll(/var\((--event-shop-[a-z0-9-]+),\s*([^;]*?)\)(?=[;\s}])/g))
          if (!found.has(m[1])) found.set(m[1], [m[2], relative(root, path)]);
    }
  };
  walk(join(root, 'src'));
  return [...found].sort(([a], [b]) => a.localeCompare(b));
}

/** The page's look the shop takes where the owner set no property (src/ui/host-look.ts): `--es-host-*`. */
const HOST_LOOK = { font: "the page's font", text: "the page's text colour", accent: "the colour of the page's links" };

/** A property's default in words: the page's look, when the shop takes it (with its own value behind), else the value. */
function defaultOf(fallback) {
  const host = /^var\(--es-host-([a-z-]+),\s*(.*)\)$/.exec(fallback);
  const same = /^var\(--es-([a-z-]+)\)$/.exec(fallback);
  if (same) return `as \`--event-shop-${same[1]}\``;
  if (!host) return `\`${cell(fallback)}\``;
  const readable = host[1] === 'font' ? '' : ' if it reads at 4.5:1 on white';
  return `${HOST_LOOK[host[1]]}${readable}, else \`${cell(host[2])}\``;
}

export function generate() {
  const config = members('src/config/types.ts', 'ShopConfig');
  const undocumented = config.filter((m) => !m.doc || !m.dflt).map((m) => m.key);
  if (undocumented.length) throw new Error(`ShopConfig keys without a JSDoc text and @default: ${undocumented.join(', ')}`);
  const events = members('src/public-api.ts', 'EventShopEvents');
  const lines = [
    '# Event Shop: configuration reference',
    '',
    '<!-- Generated by `npm run docs` from src/config/types.ts, src/public-api.ts, the stylesheets and src/i18n/en.ts. Do not edit by hand: `npm test` fails when this file is out of date. -->',
    '',
    'The page supplies the config as JSON in `<script type="application/json" id="event-shop-config">` or as `window.EventShopConfig` (README, Embedding). `currency`, `timezone` and `countries` are required; a wrong key is reported in the console and falls back to its default.',
    '',
    '## Config keys',
    '',
    '| key | type | default | meaning |',
    '| --- | --- | --- | --- |',
    ...config.map((m) => `| \`${m.key}\` | \`${cell(m.type)}\` | ${cell(m.dflt)} | ${cell(m.doc)} |`),
    '',
    '## Host events',
    '',
    'Dispatched on `window`; `event.detail` follows GA4 e-commerce (`currency`, `value`, `items`).',
    '',
    '| event | detail | when |',
    '| --- | --- | --- |',
    ...events.map((m) => `| \`${m.key}\` | \`${cell(m.type)}\` | ${cell(m.doc) || 'see README, Events for the host'} |`),
    '',
    '## Theming',
    '',
    "Set these custom properties on the placeholder elements (or any ancestor); they inherit into the shadow roots. Where none is set, the shop takes the page's font, text colour and link colour (README, Theming).",
    '',
    '| property | default | first used in |',
    '| --- | --- | --- |',
    ...customProperties().map(([name, [fallback, file]]) => `| \`${name}\` | ${defaultOf(fallback)} | ${file} |`),
    '',
    '## Text keys',
    '',
    "Any key can be set in `texts`. `{{name}}` marks a value filled in by the shop. A message shown as `one: …; other: …` takes plural forms: an object of Intl.PluralRules categories (`zero`, `one`, `two`, `few`, `many`, `other`; `other` required) chosen by its `{{count}}` in the config's `locale`. Every shipped language's complete file is in `dist/texts/` (`en.json`, `de.json`, …, `ar.json`).",
    '',
    '| key | English default |',
    '| --- | --- |',
    ...textKeys().map(([key, text]) => `| \`${key}\` | ${cell(text)} |`),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of [
    [OUT, generate()],
    [API_OUT, generateApiReference()],
  ]) {
    if (process.argv.includes('--check')) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // Not written yet: out of date.
      }
      if (current !== text) {
        console.error(`${relative(root, file)} is out of date: run \`npm run docs\`.`);
        process.exitCode = 1;
      }
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${relative(root, file)}`);
    }
  }
}
