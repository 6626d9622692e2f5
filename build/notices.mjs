// Third-party notices for the bundles. Minification drops the licence comments of the libraries the
// shop bundles, so after rollup writes a bundle this plugin lists every package whose code is in it
// (modules with rendered code only: a library the tree-shaker dropped is not in the file) and writes
// `dist/THIRD-PARTY-NOTICES.txt`: name, version, licence and the package's own licence text. The
// release ships it beside the scripts, and LICENSE's third-party section is made from it
// (scripts/release/license.mjs; test/node/release.test.mjs fails when the two differ).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** The folder of the package a module in node_modules belongs to (`…/node_modules/@scope/name`). */
function packageDir(id) {
  const parts = id.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  return parts.slice(0, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)).join(sep);
}

/** The `/*! @license … *\/` comment a bundled module starts with, which minification drops: a copyright line for the notices. */
function licenseComment(id) {
  const head = readFileSync(id, 'utf8').slice(0, 1000);
  return /\/\*!\s*(@license[^*]*?)\s*\*\//.exec(head)?.[1] ?? null;
}

/**
 * A bundled package: its name, version, licence and licence text (its LICENSE file, or a line saying
 * there is none), after the licence comments of its bundled modules.
 */
export function readPackage(dir, comments = []) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  const license = file ? readFileSync(join(dir, file), 'utf8').trim() : `${pkg.license} (the package ships no licence file)`;
  return { name: pkg.name, version: pkg.version, license: pkg.license, text: [...new Set(comments), license].join('\n\n') };
}

export const NOTICES_HEADER = 'Third-party software in the Event Shop bundles (dist/event-shop.js, dist/event-shop.mjs)';

/** The notices file for these packages, sorted by name. */
export function noticesText(packages) {
  const sorted = [...packages].sort((a, b) => a.name.localeCompare(b.name));
  const blocks = sorted.map((p) => `${'='.repeat(72)}\n${p.name} ${p.version}, licence: ${p.license}\n${'='.repeat(72)}\n\n${p.text}\n`);
  return `${NOTICES_HEADER}\n\n${blocks.join('\n')}`;
}

/** @param {{ file?: string }} [options] */
export function notices({ file = 'dist/THIRD-PARTY-NOTICES.txt' } = {}) {
  let text = '';
  return {
    name: 'notices',
    generateBundle(_, bundle) {
      const packages = new Map();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
          const dir = module.renderedLength > 0 ? packageDir(file) : null;
          if (!dir) continue;
          const comment = existsSync(file) ? licenseComment(file) : null;
          packages.set(dir, [...(packages.get(dir) ?? []), ...(comment ? [comment] : [])]);
        }
      }
      text = noticesText([...packages].map(([dir, comments]) => readPackage(dir, comments)));
    },
    writeBundle() {
      writeFileSync(file, text);
    },
  };
}
