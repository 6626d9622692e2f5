// Serves each test file as one esbuild bundle: TypeScript/TSX, the shared react ->
// preact/compat aliases and defines, CommonJS/UMD dependencies (yup's, dayjs) and
// CSS-as-text all resolved the same way for every test. esbuild's CJS interop
// loads yup's and dayjs's CommonJS, which web-test-runner's rollup adapter cannot.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { aliases, defines, libraryStubs, libraryShim, minifyCss, provideGlobals, PROVIDED_MODULES } from '../../build/shared.mjs';

/** The globals a library module is given, as in the build (build/shared.mjs `provideGlobals`). */
const providedGlobalsPlugin = {
  name: 'provided-globals',
  setup(build) {
    build.onLoad({ filter: PROVIDED_MODULES }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      return { contents: provideGlobals(code, args.path) ?? code, loader: 'js' };
    });
  },
};

/** Stylesheets as the build ships them (rollup.config.mjs `cssText`): minified. */
const cssTextPlugin = {
  name: 'css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      return { contents: minifyCss(code), loader: 'text' };
    });
  },
};

/** A library's imports that go to the shop's shims for it, as in the build (build/shared.mjs `LIBRARY_SHIMS`). */
const libraryShimsPlugin = {
  name: 'library-shims',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|\.\/use-browser-location\.js)$/ }, (args) => {
      const shim = libraryShim(args.path, args.importer);
      return shim === null ? undefined : { path: shim };
    });
  },
};

export function esbuildBundlePlugin({ rootDir }) {
  return {
    name: 'esbuild-bundle-tests',
    async serve(context) {
      if (!/\.(test|e2e)\.tsx?$/.test(context.path)) return undefined;
      const entry = path.join(rootDir, decodeURIComponent(context.path));
      // The runner also asks for odd paths built from stack traces: not ours.
      if (
        !(await access(entry).then(
          () => true,
          () => false,
        ))
      )
        return undefined;
      const result = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2021',
        sourcemap: 'inline',
        jsx: 'automatic',
        jsxImportSource: 'react',
        alias: { ...aliases, ...libraryStubs },
        define: { ...defines('development'), __VERSION__: JSON.stringify('test') },
        loader: { '.css': 'text', '.html': 'text', '.md': 'text' },
        plugins: [providedGlobalsPlugin, libraryShimsPlugin, cssTextPlugin],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
