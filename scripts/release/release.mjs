// npm run release: what a site owner downloads, built from this checkout.
//   release/event-shop-<version>.tgz     the npm package (npm pack): dist/ with the classic script, the
//                                         ES module, the types, integrity.json, the texts and the notices
//   release/cdn/event-shop-<version>.js  the files a CDN serves under a versioned name, with
//   release/cdn/event-shop-<version>.<lang>.js  (every shipped language), event-shop-<version>.integrity.json
//   release/cdn/event-shop-<version>.mjs  (their SRI hashes) and event-shop-<version>.THIRD-PARTY-NOTICES.txt
// `--no-build` packs the dist/ already built (the tests, after npm test's build).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sri } from '../../build/integrity.mjs';
import { languages } from '../../build/languages.mjs';
import { expectedLicense } from './license.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function release({ build = true, out = `${root}release`, log = console.log } = {}) {
  const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  if (build) execFileSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const { current, expected } = expectedLicense();
  if (current !== expected) throw new Error('LICENSE lists other libraries than the build bundles: run node scripts/release/license.mjs');

  rmSync(out, { recursive: true, force: true });
  mkdirSync(`${out}/cdn`, { recursive: true });
  const [packed] = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', out], { cwd: root, encoding: 'utf8' }));
  const tarball = `${out}/${packed.filename}`;

  const cdn = {};
  for (const [from, to] of [
    ['event-shop.js', `event-shop-${version}.js`],
    ...languages().map((lang) => [`event-shop.${lang}.js`, `event-shop-${version}.${lang}.js`]),
    ['event-shop.mjs', `event-shop-${version}.mjs`],
  ]) {
    copyFileSync(`${root}dist/${from}`, `${out}/cdn/${to}`);
    cdn[to] = sri(readFileSync(`${out}/cdn/${to}`));
  }
  copyFileSync(`${root}dist/THIRD-PARTY-NOTICES.txt`, `${out}/cdn/event-shop-${version}.THIRD-PARTY-NOTICES.txt`);
  writeFileSync(`${out}/cdn/event-shop-${version}.integrity.json`, `${JSON.stringify(cdn, null, 2)}\n`);

  log(`${tarball.slice(root.length)}: ${packed.files.length} files, ${packed.size} bytes`);
  for (const [file, hash] of Object.entries(cdn)) log(`${out.slice(root.length)}/cdn/${file} integrity ${hash}`);
  return { version, tarball, files: packed.files.map((f) => f.path), cdn };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    release({ build: !process.argv.includes('--no-build') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
