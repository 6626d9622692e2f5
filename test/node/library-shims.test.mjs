import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { LIBRARY_SHIMS, libraryShim, provideGlobals } from '../../build/shared.mjs';

// The libraries' imports that go to the shop's shims (build/shared.mjs LIBRARY_SHIMS) and the globals
// given to sonner (PROVIDED_GLOBALS): each library must read nothing its shim lacks. An upgrade that
// reads more fails here, not in a shopper's browser.

const resolve = createRequire(import.meta.url).resolve;
const read = (file) => readFileSync(file, 'utf8');
const sonner = resolve('sonner').replace(/index\.js$/, 'index.mjs');
const finalForm = resolve('react-final-form').replace(/react-final-form\.cjs\.js$/, 'react-final-form.es.js');
const wouterDeps = resolve('wouter').replace(/index\.js$/, 'react-deps.js');
const wouterIndex = resolve('wouter');

/** `name.member` reads in a library's code. */
const reads = (code, name) => new Set([...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => m[1]));
/** The names a shim exports: `export default { a, b }` (default) or `export { a, b } from` (named). */
const shimNames = (file, which) => {
  const code = read(file);
  const block = which === 'default' ? /export default \{([^}]*)\}/.exec(code) : /export \{([^}]*)\} from/.exec(code);
  assert.ok(block, `${file} has ${which} exports`);
  return new Set(
    block[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
};
const missing = (wanted, have) => [...wanted].filter((name) => !have.has(name));

test('the shims apply to their library modules only', () => {
  assert.match(libraryShim('react', sonner), /sonner-react\.mjs$/);
  assert.match(libraryShim('react-dom', sonner), /sonner-react-dom\.mjs$/);
  assert.match(libraryShim('react', finalForm), /final-form-react\.mjs$/);
  assert.match(libraryShim('react', wouterDeps), /wouter-react\.mjs$/);
  assert.match(libraryShim('./use-browser-location.js', wouterIndex), /wouter-location\.ts$/);
  assert.equal(libraryShim('react', '/x/node_modules/other/index.js'), null);
  assert.equal(libraryShim('react', undefined), null);
  assert.equal(libraryShim('./use-browser-location.js', '/x/src/app/App.tsx'), null);
  for (const [, shims] of LIBRARY_SHIMS) for (const file of Object.values(shims)) assert.ok(read(file).length > 0, file);
});

test('sonner reads of React and ReactDOM only what its shims give', () => {
  const code = read(sonner);
  assert.match(code, /^import React from 'react';$/m, 'sonner still imports React as a default export');
  assert.deepEqual(missing(reads(code, 'React'), shimNames(LIBRARY_SHIMS[0][1].react, 'default')), []);
  assert.deepEqual(missing(reads(code, 'ReactDOM'), shimNames(LIBRARY_SHIMS[0][1]['react-dom'], 'default')), []);
});

test("react-final-form reads of React's default export only what its shim gives", () => {
  const code = read(finalForm);
  const wanted = reads(code, 'React__default');
  assert.ok(wanted.size > 0, 'react-final-form still reads a default export');
  assert.deepEqual(missing(wanted, shimNames(LIBRARY_SHIMS[1][1].react, 'default')), []);
  assert.match(read(LIBRARY_SHIMS[1][1].react), /^export \* from 'react';$/m, 'its static named reads pass through');
});

test("wouter's react-deps reads and re-exports of React are all in its shim, the computed read included", () => {
  const code = read(wouterDeps);
  const named = /export \{([^}]*)\} from "react"/
    .exec(code)[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const computed = [...code.matchAll(/React\["(\w+)" \+ "(\w+)"\]/g)].map((m) => m[1] + m[2]);
  assert.deepEqual(computed, ['useInsertionEffect']);
  const wanted = new Set([...reads(code, 'React'), ...named, ...computed]);
  assert.deepEqual(missing(wanted, shimNames(LIBRARY_SHIMS[2][1].react, 'named')), []);
});

test('sonner reads of document only what src/ui/sonner-document.ts gives, and its code is left as it is', () => {
  const code = read(sonner);
  const given = read(new URL('../../src/ui/sonner-document.ts', import.meta.url));
  const keys = new Set([...given.matchAll(/^ {2}(?:get )?(\w+)[(:,]/gm)].map((m) => m[1]));
  assert.deepEqual(missing(reads(code, 'document'), keys), []);
  const out = provideGlobals(code, sonner);
  assert.match(out, /^import \{ sonnerDocument as document \} from ".*sonner-document\.ts";\n/);
  assert.ok(out.endsWith(`\n${code}`), "sonner's own text is unchanged");
  assert.equal(provideGlobals(code, '/x/node_modules/other/index.mjs'), null);
});
