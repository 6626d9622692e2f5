// One list of aliases and compile-time constants for the production build
// (rollup.config.mjs) and the test runner (web-test-runner.config.mjs), so that
// tests exercise exactly the libraries that ship.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** react and react-dom resolve to preact/compat everywhere (docs/embed-contract.md §1). */
export const aliases = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  react: 'preact/compat',
  // wouter imports the shim; preact/compat exports useSyncExternalStore itself.
  'use-sync-external-store/shim/index.js': 'preact/compat',
  'use-sync-external-store/shim': 'preact/compat',
};

/**
 * Library modules swapped at build time (build/stubs/): code the shop cannot
 * reach, as stubs that fail loudly, and a polyfill of what browsers have. In
 * the shipped bundles, the benchmark's react-dom build and the tests alike.
 */
export const libraryStubs = {
  'tiny-case': fileURLToPath(new URL('./stubs/tiny-case.mjs', import.meta.url)),
  '@babel/runtime/helpers/esm/extends': fileURLToPath(new URL('./stubs/babel-extends.mjs', import.meta.url)),
};

/**
 * valtio's ESM reads import.meta.env.MODE (undefined in an IIFE: a crash at run
 * time) and react-final-form reads process.env.NODE_ENV.
 */
export function defines(mode) {
  return {
    'import.meta.env.MODE': JSON.stringify(mode),
    'import.meta.env': JSON.stringify({ MODE: mode }),
    'process.env.NODE_ENV': JSON.stringify(mode),
  };
}

/**
 * sonner injects its CSS into the host's document.head when its module loads.
 * That styles the host page and survives unmount, so we remove the injection
 * and adopt sonner's stylesheet inside our own shadow root instead
 * (src/mount/styles.ts). Returns the transformed code, or null when untouched.
 */
export function stripSonnerHeadCss(code, id) {
  if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
  // Drop the module-level call with its inlined copy of the stylesheet: we adopt
  // sonner/dist/styles.css ourselves, and the copy would ship the CSS twice.
  return rewrite(code, [[/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '']], 'sonner');
}

/**
 * Each [pattern, replacement] applied to a library's code, the replacement
 * taken as it is. Throws, naming `what`, when a pattern is not found: the
 * library changed, and what the build does to it must be looked at again.
 */
function rewrite(code, rewrites, what) {
  return rewrites.reduce((out, [pattern, replacement]) => {
    if (!pattern.test(out)) throw new Error(`${what} changed: ${pattern} was not found, update build/shared.mjs`);
    return out.replace(pattern, () => replacement);
  }, code);
}

/**
 * React's API as static imports. sonner and react-final-form import React's
 * default export, and wouter reads `React["useInsertion" + "Effect"]` (a
 * webpack workaround); either makes the bundler keep preact/compat whole: its
 * default export object names every API, and a computed read needs the
 * namespace object. Rewritten to named reads of the same functions (compat's
 * default export is an object of its named exports; React 18 has
 * useInsertionEffect), rollup drops what nobody calls: 1.9 KB gzip. Returns the
 * transformed code, or null when untouched; throws when a library changed,
 * so an upgrade is looked at.
 */
const REACT_IMPORTS = [
  [
    /[\\/]sonner[\\/]dist[\\/]index\.m?js$/,
    [
      [/^import React from 'react';$/m, "import * as React from 'react';"],
      [/^import ReactDOM from 'react-dom';$/m, "import * as ReactDOM from 'react-dom';"],
    ],
  ],
  [
    /[\\/]react-final-form[\\/]dist[\\/]react-final-form\.es\.js$/,
    [[/^import React__default from 'react';$/m, "import * as React__default from 'react';"]],
  ],
  [/[\\/]wouter[\\/]src[\\/]react-deps\.js$/, [[/React\["useInsertion" \+ "Effect"\]/, 'React.useInsertionEffect']]],
];

export function staticReactImports(code, id) {
  const rewrites = REACT_IMPORTS.find(([module]) => module.test(id))?.[1];
  if (!rewrites) return null;
  return rewrite(code, rewrites, id);
}

/**
 * Parts of yup the shop never uses, which class methods and top-level wiring
 * keep in the bundle: string().email(), url() and uuid() match three
 * module-level regular expressions (1.5 KB, the URL one alone 1.2 KB; the shop
 * checks email addresses by the spec's own pattern, domain/email.ts), and the
 * date() and tuple() schemas are wired to their classes by top-level
 * statements. The build swaps the three patterns for one value that throws when
 * matched, and date() and tuple() for functions that throw, so their classes go
 * (1.4 KB gzip in all). Returns the transformed code, or null when untouched;
 * throws when yup changed, so an upgrade is looked at.
 */
export function stripYupPatterns(code, id) {
  if (!/[\\/]yup[\\/]index\.esm\.js$/.test(id)) return null;
  const notBundled = (what) => `throw new Error("yup's ${what} not in the Event Shop bundle (build/shared.mjs)")`;
  const cuts = [
    [
      /let rEmail =[\s\S]*?let rUrl =[\s\S]*?let rUUID = \/[^\n]*\/i;/,
      `let rEmail = { [Symbol.search]() { ${notBundled('email(), url() and uuid() are')}; } }, rUrl = rEmail, rUUID = rEmail;`,
    ],
    [/function create\$4\(\) \{\n {2}return new DateSchema\(\);\n\}/, `function create$4() { ${notBundled('date() is')}; }`],
    [
      /\nDateSchema\.INVALID_DATE = invalidDate;\ncreate\$4\.prototype = DateSchema\.prototype;\ncreate\$4\.INVALID_DATE = invalidDate;/,
      '',
    ],
    [
      /function create\$1\(schemas\) \{\n {2}return new TupleSchema\(schemas\);\n\}/,
      `function create$1() { ${notBundled('tuple() is')}; }`,
    ],
    [/\ncreate\$1\.prototype = TupleSchema\.prototype;/, ''],
  ];
  return rewrite(code, cuts, 'yup');
}

/**
 * wouter's index imports its browser-location module for the default router;
 * the shop always gives its Router our hash location, so that module is
 * replaced by src/app/wouter-location.ts (see there why).
 */
export const WOUTER_LOCATION_SPECIFIER = './use-browser-location.js';
export const wouterLocationShim = fileURLToPath(new URL('../src/app/wouter-location.ts', import.meta.url));
export const isWouterModule = (importer) => typeof importer === 'string' && /[\\/]wouter[\\/]src[\\/]/.test(importer);

export const sonnerCssPath = require.resolve('sonner/dist/styles.css');

/**
 * Stylesheets ship as text (adopted into shadow roots). Comments and the white
 * space that means nothing go; a space before `:` stays, as in `.x :where(a)`
 * it is a descendant combinator.
 */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The parts of sonner's stylesheet the shop cannot show, dropped so every
 * shopper does not download them. The toaster is always light, bottom-right,
 * never inverted, with no buttons and no promise toasts, and our toasts.css
 * sets every colour variable and the font itself:
 * - rules whose selector names the dark theme, the action, cancel or close
 *   buttons, the loading spinner, promise toasts, a top, left or centre
 *   position, an up or left swipe, or an inverted toast (a selector list
 *   keeps the selectors that can match);
 * - the keyframes of those spinners and swipes;
 * - `html[dir]` selectors, which match nothing inside our shadow roots;
 * - sonner's light-theme colours, its grey scale, its button offsets and its
 *   font stack.
 * Throws when sonner's CSS no longer has them, so an upgrade is looked at.
 */
const UNUSED_SELECTOR =
  /data-sonner-theme='dark'|\[data-button\]|\[data-cancel\]|\[data-close-button\]|sonner-loading|sonner-spinner|sonner-loader|data-promise|data-x-position='(?:left|center)'|data-y-position='top'|data-swipe-direction='(?:left|up)'|data-invert='true'|^html\b/;
const UNUSED_KEYFRAMES = /^@keyframes (?:sonner-(?:spin|fade)|swipe-out-(?:left|up))\b/;
const THEIR_COLOURS = "[data-sonner-toaster][data-sonner-theme='light']";
/** Declarations that only dropped rules read (checked below), and the font our toasts.css sets. */
const UNUSED_VARIABLE = /^\s*--(?:gray\d+|toast-(?:close-)?button-[\w-]+)\s*:/;
const UNUSED_FONT = /^\s*font-family\s*:/;

/** Top-level `prelude { body }` items of a stylesheet (comments already gone). */
function items(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{' && depth++ === 0) open = i;
    else if (css[i] === '}' && --depth === 0) {
      out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return out;
}

/** A selector list split at its top-level commas. */
const selectors = (prelude) => prelude.split(/,(?![^(]*\))/).map((s) => s.trim());

export function pruneSonnerCss(raw) {
  let dropped = 0;
  const prune = (css) =>
    items(css)
      .map(({ prelude, body }) => {
        if (prelude.startsWith('@keyframes')) {
          if (UNUSED_KEYFRAMES.test(prelude)) return (dropped++, '');
          return `${prelude}{${body}}`;
        }
        if (prelude.startsWith('@')) {
          const inner = prune(body);
          return inner ? `${prelude}{${inner}}` : '';
        }
        if (prelude === THEIR_COLOURS) return (dropped++, '');
        const kept = selectors(prelude).filter((s) => !UNUSED_SELECTOR.test(s));
        if (kept.length === 0) return (dropped++, '');
        const all = body.split(';');
        const declarations = all.filter((d) => !UNUSED_VARIABLE.test(d) && !(prelude === '[data-sonner-toaster]' && UNUSED_FONT.test(d)));
        dropped += all.length - declarations.length;
        return `${kept.join(',')}{${declarations.join(';')}}`;
      })
      .join('\n');
  const css = prune(raw.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (dropped < 50) throw new Error(`sonner changed: its stylesheet no longer has the rules build/shared.mjs prunes (${dropped} dropped)`);
  if (/var\(--(?:gray|toast-(?:close-)?button-)/.test(css))
    throw new Error('sonner changed: a kept rule reads a variable build/shared.mjs drops');
  return css;
}

/**
 * Every build-time change to a library module (above), for the bundles and the
 * tests alike: the transformed code, or null for a module left as it is.
 */
export function cutLibrary(code, id) {
  const react = staticReactImports(code, id);
  return stripSonnerHeadCss(react ?? code, id) ?? stripYupPatterns(code, id) ?? react;
}

/** The modules cutLibrary may change, for loaders that filter by path. */
export const CUT_MODULES =
  /([\\/]sonner[\\/]dist[\\/]index\.m?js|[\\/]react-final-form[\\/]dist[\\/]react-final-form\.es\.js|[\\/]wouter[\\/]src[\\/]react-deps\.js|[\\/]yup[\\/]index\.esm\.js)$/;
