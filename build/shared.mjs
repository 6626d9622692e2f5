// One list of aliases and compile-time constants for the production build
// (rollup.config.mjs) and the test runner (web-test-runner.config.mjs), so that
// tests exercise exactly the libraries that ship.
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

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
  // final-form's own ES modules (its TypeScript build, beside the Babel bundle package.json names): 0.6 KB gzip less.
  'final-form': 'final-form/dist/index.js',
};

/**
 * Library modules swapped at build time (build/stubs/): code the shop cannot
 * reach, as stubs that fail loudly, and a polyfill of what browsers have. In
 * the shipped bundles, the benchmark's react-dom build and the tests alike.
 */
export const libraryStubs = {
  'tiny-case': here('./stubs/tiny-case.mjs'),
  '@babel/runtime/helpers/esm/extends': here('./stubs/babel-extends.mjs'),
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
 * Modules a library imports, swapped for the shop's own for that library only (an alias by importer;
 * the library's text is never changed). Each shim says why it exists; test/node/library-shims.test.mjs
 * checks that a library still reads only what its shim gives, so an upgrade that reads more fails there.
 * - sonner, react-final-form and wouter read React through a default export or a computed key, either
 *   of which makes the bundler keep all of preact/compat: their shims name only what they read.
 * - wouter's index imports its browser-location module for the default router, the one the shop's
 *   routes use: that module is src/app/wouter-location.ts, our hash location (see there why).
 */
export const LIBRARY_SHIMS = [
  [/[\\/]sonner[\\/]dist[\\/]index\.m?js$/, { react: here('./shims/sonner-react.mjs'), 'react-dom': here('./shims/sonner-react-dom.mjs') }],
  [/[\\/]react-final-form[\\/]dist[\\/]react-final-form\.es\.js$/, { react: here('./shims/final-form-react.mjs') }],
  [/[\\/]wouter[\\/]src[\\/]react-deps\.js$/, { react: here('./shims/wouter-react.mjs') }],
  [/[\\/]wouter[\\/]src[\\/]index\.js$/, { './use-browser-location.js': here('../src/app/wouter-location.ts') }],
];

/** The shim for `source` imported by `importer`, or null: the import resolves as usual. */
export function libraryShim(source, importer) {
  if (typeof importer !== 'string') return null;
  return LIBRARY_SHIMS.find(([module]) => module.test(importer))?.[1][source] ?? null;
}

/**
 * Globals a library reads, given to its module alone as an import of the shop's module that stands in
 * for them: one line is put in front of the library's code, its own text is not changed. sonner reads
 * `document` and puts its stylesheet into document.head when its module loads; on a host page that
 * would style the host and survive unmount, and under a strict CSP (README) it is a violation. Its
 * `document` (src/ui/sonner-document.ts) keeps that stylesheet for the shop's own shadow root.
 */
export const PROVIDED_GLOBALS = [
  [/[\\/]sonner[\\/]dist[\\/]index\.m?js$/, { document: [here('../src/ui/sonner-document.ts'), 'sonnerDocument'] }],
];

/** `code` of module `id` with the imports of its provided globals in front, or null when it has none. */
export function provideGlobals(code, id) {
  const globals = PROVIDED_GLOBALS.find(([module]) => module.test(id))?.[1];
  if (!globals) return null;
  const imports = Object.entries(globals).map(
    ([name, [from, exported]]) => `import { ${exported} as ${name} } from ${JSON.stringify(from)};`,
  );
  return `${imports.join('\n')}\n${code}`;
}

/** The modules provideGlobals changes, for loaders that filter by path. */
export const PROVIDED_MODULES = /[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

/**
 * Stylesheets ship as text (adopted into shadow roots). Comments and the white
 * space that means nothing go; a space before `:` stays, as in `.x :where(a)`
 * it is a descendant combinator.
 */
export function minifyCss(css) {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      // 0.15s, rgba(0, 0, 0, 0.14): the leading zero is not needed.
      .replace(/([\s:,(])0\.(\d)/g, '$1.$2')
      .trim()
  );
}
