// One list of aliases and compile-time constants for the production build
// (rollup.config.mjs) and the test runner (web-test-runner.config.mjs), so that
// tests exercise exactly the libraries that ship.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** react and react-dom resolve to preact/compat everywhere (contract 1). */
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
  const call = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
  if (!call.test(code)) throw new Error('sonner changed: __insertCSS("...") not found, update build/shared.mjs');
  return code.replace(call, '');
}

export const sonnerCssPath = require.resolve('sonner/dist/styles.css');
