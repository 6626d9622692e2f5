// The bundle budget: every shopper pays for every byte of dist/event-shop.js, and of each language's
// dist/event-shop.<lang>.js. `npm test` builds before the Node tests, so the files are the ones that ship.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { languages } from '../../build/languages.mjs';
import { BUDGET, gzipSize } from '../../scripts/checks/bundle-size.mjs';

const file = fileURLToPath(new URL('../../dist/event-shop.js', import.meta.url));
const skip = !existsSync(file) && 'dist/ is not built (npm run build)';

for (const name of ['event-shop.js', ...languages().map((lang) => `event-shop.${lang}.js`)])
  test(`dist/${name} is at most 110 KiB gzip -9`, { skip }, () => {
    const path = fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));
    assert.ok(existsSync(path), `dist/${name} was not built`);
    const size = gzipSize(path);
    assert.ok(size <= BUDGET, `dist/${name} is ${size} B by gzip -9, over the ${BUDGET} B budget by ${size - BUDGET} B`);
  });

// build/bundle-entry.js lays out the classic-script bundles for gzip's 32 KiB window (about 1.6 KB of the
// budget in Arabic): the shipped texts first, then preact, DOMPurify, the shop's stylesheets right before
// sonner (whose stylesheet is a string at its top), react-final-form, and the shop's own code in one run.
const layout = (code) => {
  const at = (text) => {
    const index = code.indexOf(text);
    assert.ok(index > 0, `${JSON.stringify(text)} is not in the bundle`);
    return index;
  };
  return {
    texts: at('underConstructionTitle:'),
    preact: at('Symbol.for("pv")'),
    dompurify: at('ALLOWED_TAGS'),
    stylesheets: [...code.slice(0, at('[data-sonner-toaster]')).matchAll(/\.es-[\w-]+\{/g)].at(-1)?.index,
    sonner: at('[data-sonner-toaster]'),
    finalForm: at('Must specify either a render prop'),
    // The shop's own code: its log prefix, first written in its API client.
    shop: at('[event-shop]'),
  };
};

for (const name of ['event-shop.js', 'event-shop.ar.js'])
  test(`dist/${name} is laid out as build/bundle-entry.js says`, { skip }, () => {
    const l = layout(readFileSync(fileURLToPath(new URL(`../../dist/${name}`, import.meta.url)), 'utf8'));
    assert.ok(l.texts < l.preact, 'the shipped texts do not come first');
    assert.ok(l.preact < l.dompurify, 'preact does not come before DOMPurify');
    assert.ok(l.stylesheets !== undefined && l.sonner - l.stylesheets < 2048, "the shop's stylesheets do not end right before sonner's");
    assert.ok(l.dompurify < l.sonner && l.sonner < l.finalForm, 'DOMPurify, sonner and react-final-form are out of order');
    assert.ok(l.finalForm < l.shop, "react-final-form lies among the shop's own modules");
  });
