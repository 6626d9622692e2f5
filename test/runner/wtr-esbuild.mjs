// Serves each test file as one esbuild bundle: TypeScript/TSX, the shared react ->
// preact/compat aliases and defines, CommonJS/UMD dependencies (yup's, dayjs) and
// CSS-as-text all resolved the same way for every test. esbuild's CJS interop
// loads yup's and dayjs's CommonJS, which web-test-runner's rollup adapter cannot.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const REACT_IN_SCOPE = fileURLToPath(new URL('../../build/react-in-scope.mjs', import.meta.url));

/**
 * EVENT_SHOP_BUILD=production (the Firefox run of `npm test`): the tests' code compiled as the shipped
 * bundles are, in production mode (the libraries' production paths: no dev warnings or checks) and
 * minified (esbuild's minifier, not terser: both only safe transforms). Otherwise development mode, as
 * a developer debugs.
 */
const PRODUCTION = process.env.EVENT_SHOP_BUILD === 'production';

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
        // The JSX transform of the shipped bundles (tsconfig.json): React.createElement, with React in scope.
        jsx: 'transform',
        jsxFactory: 'React.createElement',
        jsxFragment: 'React.Fragment',
        inject: [REACT_IN_SCOPE],
        alias: { ...aliases, ...libraryStubs },
        define: { ...defines(PRODUCTION ? 'production' : 'development'), __VERSION__: JSON.stringify('test') },
        minify: PRODUCTION,
        loader: { '.css': 'text', '.html': 'text', '.md': 'text' },
        plugins: [providedGlobalsPlugin, libraryShimsPlugin, cssTextPlugin],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
