import { readFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import { integrity } from './build/integrity.mjs';
import { aliases, defines, isWouterModule, minifyCss, pruneSonnerCss, stripSonnerHeadCss, WOUTER_LOCATION_SPECIFIER, wouterLocationShim } from './build/shared.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const banner = `/*! Event Shop ${pkg.version} | embeddable ticket and merchandise shop */`;

/** `import css from './x.css'` gives the stylesheet's text (adopted into shadow roots). */
const cssText = () => ({
  name: 'css-text',
  transform(code, id) {
    if (!id.endsWith('.css')) return null;
    const min = minifyCss(/[\\/]sonner[\\/]/.test(id) ? pruneSonnerCss(code) : code);
    return { code: `export default ${JSON.stringify(min)};`, map: { mappings: '' } };
  },
});

/** `import config from '../config.json'`: the demo backend applies demo/config.json's rules. */
const jsonModule = () => ({
  name: 'json-module',
  transform(code, id) {
    if (!id.endsWith('.json')) return null;
    return { code: `export default ${JSON.stringify(JSON.parse(code))};`, map: { mappings: '' } };
  },
});

const sonnerNoHead = () => ({
  name: 'sonner-no-head-css',
  transform(code, id) {
    const out = stripSonnerHeadCss(code, id);
    return out === null ? null : { code: out, map: null };
  },
});

/** wouter's browser-location module gives way to ours (build/shared.mjs). */
const wouterLocation = () => ({
  name: 'wouter-location',
  resolveId(source, importer) {
    return source === WOUTER_LOCATION_SPECIFIER && isWouterModule(importer) ? wouterLocationShim : null;
  },
});

const plugins = (tsconfig, mode = 'production') => [
  wouterLocation(),
  alias({ entries: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })) }),
  replace({ preventAssignment: true, values: { ...defines(mode), __VERSION__: JSON.stringify(pkg.version) } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  cssText(),
  jsonModule(),
  sonnerNoHead(),
  // noEmitOnError: a type error fails the build.
  typescript({ tsconfig, noEmitOnError: true }),
];

const quiet = (warning, warn) => {
  // sonner ships a "use client" directive, meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // msw's own modules import each other in a cycle; ours never do.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  warn(warning);
};

const minify = terser({ ecma: 2020, format: { comments: /^!/ }, compress: { passes: 3, ecma: 2020, unsafe_arrows: true, unsafe_methods: true }, mangle: { toplevel: true } });

export default [
  {
    input: 'src/main.ts',
    output: { file: 'dist/event-shop.js', format: 'iife', banner, plugins: [minify] },
    // dist/integrity.json: the sha384 of each shipped script, for <script integrity>.
    plugins: [...plugins('./tsconfig.build.json'), integrity()],
    onwarn: quiet,
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/event-shop.mjs', format: 'es', banner, plugins: [minify] },
    plugins: [...plugins('./tsconfig.build.json'), integrity()],
    onwarn: quiet,
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/event-shop.d.ts', format: 'es', banner },
    plugins: [dts({ tsconfig: './tsconfig.build.json' })],
  },
  {
    // The demo host's simulated backend (msw + the in-memory model), served by
    // `npm start` and loaded by the end-to-end checks of the demo page.
    input: 'demo/backend/browser.ts',
    output: { file: 'demo/build/demo-backend.js', format: 'iife' },
    plugins: plugins('./tsconfig.demo.json', 'development'),
    onwarn: quiet,
  },
];
