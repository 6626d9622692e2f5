import { dts } from 'rollup-plugin-dts';
import { integrity } from './build/integrity.mjs';
import { notices } from './build/notices.mjs';
import { texts } from './build/texts.mjs';
import { banner, minify, plugins, quiet, shipped, treeshake } from './build/rollup-plugins.mjs';

export default [
  {
    // src/main.ts, its modules in the order build/bundle-entry.js lays out.
    input: 'build/bundle-entry.js',
    output: { file: 'dist/event-shop.js', format: 'iife', banner, plugins: [minify], ...shipped },
    // dist/integrity.json: the sha384 of each shipped script, for <script integrity>.
    // dist/THIRD-PARTY-NOTICES.txt: the licences of the libraries inside (both bundles hold the same);
    // dist/texts/: the shipped translations.
    plugins: [...plugins('./tsconfig.build.json'), integrity(), notices(), texts()],
    treeshake,
    onwarn: quiet,
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/event-shop.mjs', format: 'es', banner, plugins: [minify], ...shipped },
    plugins: [...plugins('./tsconfig.build.json'), integrity()],
    treeshake,
    onwarn: quiet,
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/event-shop.d.ts', format: 'es', banner },
    plugins: [dts({ tsconfig: './tsconfig.build.json' })],
    // A stylesheet's import carries no type.
    external: (id) => id.endsWith('.css'),
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
