import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { aliases, defines, libraryStubs, libraryShim, minifyCss, provideGlobals } from './shared.mjs';

// The rollup plugins of the shop's bundles (rollup.config.mjs), shared with the
// benchmark (scripts/bench/bench.mjs), which builds the same app on real react-dom.

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const banner = `/*! Event Shop ${pkg.version} | embeddable ticket and merchandise shop */`;

const STYLESHEETS = '\0stylesheets';

/**
 * `import css from './x.css'` gives the stylesheet's text (adopted into shadow roots). The texts of the
 * shop's stylesheets (every `.css` under src/) all sit in one module, side by side, and each `.css`
 * module reads its own from there: beside the modules that import them they were spread over the
 * bundle, out of reach of each other for gzip (about 1.5 KB more).
 */
const cssText = () => {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  let files = [];
  return {
    name: 'css-text',
    buildStart() {
      files = readdirSync(src, { recursive: true })
        .filter((file) => file.endsWith('.css'))
        .map((file) => join(src, file))
        .sort();
    },
    resolveId: (id) => (id === STYLESHEETS ? id : null),
    load: (id) =>
      id === STYLESHEETS ? `export default ${JSON.stringify(files.map((file) => minifyCss(readFileSync(file, 'utf8'))))};` : null,
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const index = files.indexOf(id);
      if (index < 0) return { code: `export default ${JSON.stringify(minifyCss(code))};`, map: { mappings: '' } };
      return { code: `import texts from ${JSON.stringify(STYLESHEETS)};\nexport default texts[${index}];`, map: { mappings: '' } };
    },
  };
};

/** `import config from '../config.json'`: the demo backend applies demo/config.json's rules. */
const jsonModule = () => ({
  name: 'json-module',
  transform(code, id) {
    if (!id.endsWith('.json')) return null;
    return { code: `export default ${JSON.stringify(JSON.parse(code))};`, map: { mappings: '' } };
  },
});

/** The globals a library module is given (build/shared.mjs `provideGlobals`). */
const providedGlobals = () => ({
  name: 'provided-globals',
  transform(code, id) {
    const out = provideGlobals(code, id);
    return out === null ? null : { code: out, map: null };
  },
});

/**
 * JSX compiles to `React.createElement(type, props, ...children)` (tsconfig.json, the classic transform)
 * in the shipped bundles and in the screen tests alike, rather than the automatic runtime's
 * `jsx(type, { ...props, children: [...] })`: the same elements (preact/compat's createElement and jsx
 * make one vnode), about 500 bytes fewer after gzip over some 700 elements. TypeScript emits `React.`
 * without an import (it reads react's global for the types), so each such module gets its import here;
 * the tests' esbuild gives it the same (build/react-in-scope.mjs).
 */
const classicJsx = () => ({
  name: 'classic-jsx',
  transform(code, id) {
    if (!/\.tsx$/.test(id) || !code.includes('React.createElement')) return null;
    return { code: `import * as React from 'react';\n${code}`, map: null };
  },
});

/** A library's imports that go to the shop's shims for it (build/shared.mjs `LIBRARY_SHIMS`). */
const libraryShims = () => ({
  name: 'library-shims',
  resolveId(source, importer) {
    return libraryShim(source, importer);
  },
});

/**
 * `react: 'preact'` (the shipped bundles) aliases react and react-dom to
 * preact/compat; `react: 'react-dom'` keeps the real ones (the benchmark's
 * comparison build).
 */
export const plugins = (tsconfig, mode = 'production', { react = 'preact' } = {}) => [
  libraryShims(),
  alias({
    entries: Object.entries({ ...(react === 'preact' ? aliases : {}), ...libraryStubs }).map(([find, replacement]) => ({
      find,
      replacement,
    })),
  }),
  replace({ preventAssignment: true, values: { ...defines(mode), __VERSION__: JSON.stringify(pkg.version) } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  cssText(),
  jsonModule(),
  providedGlobals(),
  // noEmitOnError: a type error fails the build.
  typescript({ tsconfig, noEmitOnError: true }),
  classicJsx(),
];

/**
 * React's forwardRef(render) makes a component and does nothing else; rollup cannot know that of
 * preact/compat's, so a library component nobody renders (wouter's Link) would stay in the bundle.
 */
export const treeshake = { manualPureFunctions: ['forwardRef'] };

/**
 * Rollup's own code in the shipped bundles (the declarations it writes for default exports and
 * namespaces) in the ES2015 form the bundles are written in anyway: `const`, arrows, shorthand;
 * namespace objects neither frozen nor tagged, as nothing of ours inspects them (40 B gzip).
 */
export const shipped = { generatedCode: { preset: 'es2015', symbols: false }, freeze: false };

export const quiet = (warning, warn) => {
  // sonner ships a "use client" directive, meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // msw's own modules import each other in a cycle; ours never do.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  warn(warning);
};

/**
 * terser's safe transforms only: no `unsafe*` option, so the minified code means what the source means.
 * `passes: 2`: smaller than 1 (some 360 B gzip) and than 3 or 4 here. `pure_getters`: a property read
 * has no side effect, so an unused one may go (some 150 B); no code of the shop reads a property for a
 * side effect (a forced layout such as `void el.offsetHeight`), which this would drop.
 */
const terserOptions = {
  ecma: 2020,
  format: { comments: /^!/ },
  compress: { passes: 2, ecma: 2020, pure_getters: true },
  mangle: { toplevel: true },
};
/**
 * The minifier of every shipped bundle. Names are shortened only where no code can see them (local
 * and top-level bindings); no property is renamed, so the shipped code reads every field, prop and
 * key by the name the tested code does.
 */
export const minify = terser(terserOptions);
