import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { pruneSonnerCss, sonnerCssPath, staticReactImports, stripYupPatterns } from '../../build/shared.mjs';

// What build/shared.mjs cuts from the libraries: sonner's stylesheet down to
// what a bottom-right, light, button-less toaster inside our shadow roots can
// use, and yup's email, URL and UUID patterns (the browser tests check that
// those fail loudly: test/library-cuts.test.ts).

const css = pruneSonnerCss(readFileSync(sonnerCssPath, 'utf8'));

test('keeps the rules of a bottom-right toast, its swipes right and down, and reduced motion', () => {
  for (const kept of [
    "[data-sonner-toaster][data-x-position='right']",
    "[data-sonner-toast][data-y-position='bottom']",
    "[data-sonner-toast][data-swipe-out='true'][data-swipe-direction='right']",
    "[data-sonner-toast][data-swipe-out='true'][data-swipe-direction='down']",
    '@keyframes swipe-out-right',
    '@keyframes swipe-out-down',
    "[data-rich-colors='true'][data-sonner-toast][data-type='error']",
    '@media (prefers-reduced-motion)',
    "[data-sonner-toaster][dir='rtl']",
  ])
    assert.ok(css.includes(kept), kept);
});

test('drops what the shop never shows, and selectors that cannot match in a shadow root', () => {
  for (const dropped of [
    "data-sonner-theme='dark'",
    'data-close-button',
    'sonner-loading',
    "data-x-position='left'",
    "data-x-position='center'",
    "data-y-position='top'",
    "data-swipe-direction='up'",
    'swipe-out-left',
    "data-invert='true'",
    'html[dir',
    '--gray',
    'font-family',
    '--toast-close-button',
  ]) {
    assert.ok(!css.includes(dropped), dropped);
  }
});

test("a selector list keeps the selectors that can match: sonner's bottom-or-top swipe-out rule stays for bottom alone", () => {
  assert.match(css, /(^|\})\s*\[data-sonner-toast\]\[data-swipe-out='true'\]\[data-y-position='bottom'\]\s*\{\s*animation-duration/);
});

test('throws when sonner no longer has what is pruned (an upgrade is looked at)', () => {
  assert.throws(() => pruneSonnerCss('[data-sonner-toast]{opacity:1}'), /sonner changed/);
});

const yupPath = createRequire(import.meta.url)
  .resolve('yup')
  .replace(/index\.js$/, 'index.esm.js');

test("yup's three patterns become one that throws, date() and tuple() throw and lose their wiring; the rest of yup is untouched", () => {
  const code = readFileSync(yupPath, 'utf8');
  const out = stripYupPatterns(code, yupPath);
  assert.ok(!/rUrl =\s*\/\/|\\uD7FF/.test(out), 'the URL pattern is gone');
  assert.match(out, /let rEmail = \{ \[Symbol\.search\]\(\) \{ throw/);
  assert.ok(code.length - out.length > 1200, 'about 1.5 KB less');
  assert.match(out, /function create\$4\(\) \{ throw new Error\("yup's date\(\) is not in the Event Shop bundle/);
  assert.match(out, /function create\$1\(\) \{ throw new Error\("yup's tuple\(\) is not in the Event Shop bundle/);
  assert.ok(!/create\$4\.prototype|create\$1\.prototype|DateSchema\.INVALID_DATE =/.test(out), 'no top-level wiring keeps the classes');
  assert.equal(out.split('\n').slice(-50).join('\n'), code.split('\n').slice(-50).join('\n'));
});

test('other modules are left alone; a yup without the patterns stops the build', () => {
  assert.equal(stripYupPatterns('let rEmail = /x/;', '/x/node_modules/other/index.esm.js'), null);
  assert.throws(() => stripYupPatterns('export const x = 1;', yupPath), /yup changed/);
});

const resolve = createRequire(import.meta.url).resolve;

test('sonner, react-final-form and wouter read React by name, so preact/compat can be tree-shaken', () => {
  const cases = [
    [
      resolve('sonner').replace(/index\.js$/, 'index.mjs'),
      ["import * as React from 'react';", "import * as ReactDOM from 'react-dom';"],
      /^import React from 'react';$/m,
    ],
    [
      resolve('react-final-form').replace(/react-final-form\.cjs\.js$/, 'react-final-form.es.js'),
      ["import * as React__default from 'react';"],
      /^import React__default from 'react';$/m,
    ],
    [resolve('wouter').replace(/index\.js$/, 'react-deps.js'), ['React.useInsertionEffect'], /React\["useInsertion"/],
  ];
  for (const [file, wanted, gone] of cases) {
    const out = staticReactImports(readFileSync(file, 'utf8'), file);
    for (const w of wanted) assert.ok(out.includes(w), `${file}: ${w}`);
    assert.doesNotMatch(out, gone, file);
  }
  assert.equal(staticReactImports('import React from "react";', '/x/node_modules/other/index.js'), null);
  assert.throws(() => staticReactImports('export {};', resolve('wouter').replace(/index\.js$/, 'react-deps.js')), /changed/);
});
