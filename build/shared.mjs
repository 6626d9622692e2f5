// One list of aliases and compile-time constants for the production build
// (rollup.config.mjs) and the test runner (web-test-runner.config.mjs), so that
// tests exercise exactly the libraries that ship.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
 * The parts of sonner's stylesheet the shop cannot show: the dark theme (the
 * toaster is always light), action, cancel and close buttons (none are used),
 * and the promise/loading spinner (no promise toasts). Dropped so every
 * shopper does not download them. Throws when sonner's CSS no longer has
 * them, so an upgrade is looked at.
 */
const UNUSED_SONNER = /data-sonner-theme='dark'|\[data-button\]|\[data-cancel\]|\[data-close-button\]|sonner-loading|sonner-spinner|sonner-loader|data-promise|@keyframes sonner-(?:spin|fade)/;

export function pruneSonnerCss(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const kept = blocks.filter((block) => !UNUSED_SONNER.test(block.slice(0, block.indexOf('{'))));
  if (blocks.length - kept.length < 10) throw new Error('sonner changed: its stylesheet no longer has the rules build/shared.mjs prunes');
  return kept.join('\n');
}
