// Subresource Integrity for the bundles: after rollup writes a file, its sha384
// goes into dist/integrity.json ({ "event-shop.js": "sha384-…" }) and one line
// is printed, so a host can pin the exact bytes it serves:
//   <script src="/assets/event-shop.js" integrity="sha384-…" crossorigin="anonymous" defer></script>
// The hash is taken from the file on disk, after the banner and minifier, so it
// is the one a browser checks.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The `integrity` attribute value of these bytes. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function readEntries(file) {
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8'));
    return entries && typeof entries === 'object' && !Array.isArray(entries) ? entries : {};
  } catch {
    // No file yet (or a broken one): this build starts it again.
    return {};
  }
}

/**
 * A rollup plugin; each build that uses it adds its files to `file`, keyed by
 * their path relative to that file's folder (the .js and the .mjs builds share one).
 * @param {{ file?: string, log?: (line: string) => void }} [options]
 */
export function integrity({ file = 'dist/integrity.json', log = console.log } = {}) {
  return {
    name: 'integrity',
    writeBundle(output, bundle) {
      const dir = output.dir ?? dirname(output.file);
      const entries = readEntries(file);
      for (const name of Object.keys(bundle)) {
        const path = join(dir, name);
        const key = relative(dirname(file), path).split('\\').join('/');
        entries[key] = sri(readFileSync(path));
        log(`${relative(process.cwd(), path).split('\\').join('/')} integrity ${entries[key]}`);
      }
      writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
    },
  };
}
