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

// src/ui/sonner.ts puts the shop's stylesheets right before sonner's code, whose stylesheet is a string
// at its top, so that gzip's 32 KiB window holds both (some 500 B of the budget).
test("the shop's stylesheets end right before sonner's", { skip }, () => {
  const code = readFileSync(file, 'utf8');
  const sonner = code.indexOf('[data-sonner-toaster]');
  const ours = [...code.slice(0, Math.max(sonner, 0)).matchAll(/\.es-[\w-]+\{/g)].at(-1)?.index;
  assert.ok(sonner > 0 && ours !== undefined, "sonner's or the shop's stylesheet is not in the bundle");
  assert.ok(sonner - ours < 2048, `${sonner - ours} B of other code lie between the shop's last rule and sonner's stylesheet`);
});

// src/mount/bundle-order.ts puts DOMPurify, sonner and (react-)final-form ahead of the shop's own code, so
// that they do not cut it into parts gzip cannot compress against each other (some 1 KB of the budget).
test("DOMPurify, sonner and react-final-form come before the shop's own code", { skip }, () => {
  const code = readFileSync(file, 'utf8');
  const at = (text) => {
    const index = code.indexOf(text);
    assert.ok(index > 0, `${JSON.stringify(text)} is not in the bundle`);
    return index;
  };
  // The shop's default texts (src/i18n/texts.ts) come early among its modules, its log prefix later.
  const shop = Math.min(at('Under construction'), at('[event-shop]'));
  assert.ok(at('ALLOWED_TAGS') < shop, "DOMPurify lies among the shop's own modules");
  assert.ok(at('[data-sonner-toaster]') < shop, "sonner lies among the shop's own modules");
  assert.ok(at('Must specify either a render prop') < shop, "react-final-form lies among the shop's own modules");
});
