// npm run release: what a site owner downloads, built from this checkout.
//   release/event-shop-<version>.tgz     the npm package (npm pack): dist/ with the classic script, the
//                                         ES module, the types, integrity.json, the texts and the notices
//   release/cdn/event-shop-<version>.js  the files a CDN serves under a versioned name, with
//   release/cdn/event-shop-<version>.<lang>.js  (every shipped language), event-shop-<version>.integrity.json
//   release/cdn/event-shop-<version>.mjs  (their SRI hashes) and event-shop-<version>.THIRD-PARTY-NOTICES.txt
//   release/event-shop-wordpress-<version>.zip  the WordPress plugin (integrations/wordpress/event-shop/) as
//                                         event-shop/, with the bundles, integrity.json and the notices in
//                                         event-shop/assets/ and LICENSE: Plugins → Add New → Upload
// `--no-build` packs the dist/ already built (the tests, after npm test's build).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sri } from '../../build/integrity.mjs';
import { languages } from '../../build/languages.mjs';
import { expectedLicense } from './license.mjs';
import { zip } from './zip.mjs';

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

  const wordpress = wordpressPlugin({ version, out });

  log(`${tarball.slice(root.length)}: ${packed.files.length} files, ${packed.size} bytes`);
  for (const [file, hash] of Object.entries(cdn)) log(`${out.slice(root.length)}/cdn/${file} integrity ${hash}`);
  log(`${wordpress.file.slice(root.length)}: ${wordpress.files.length} files, ${wordpress.size} bytes`);
  return { version, tarball, files: packed.files.map((f) => f.path), cdn, wordpress };
}

/** The files under a folder, relative to it, sorted; dot files left out. */
const filesUnder = (dir, prefix = '') =>
  readdirSync(`${dir}/${prefix}`, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));

/** The bundle files the WordPress plugin serves from its assets/ folder (integrations/wordpress/event-shop/includes/assets.php). */
export const wordpressAssets = () => [
  'event-shop.js',
  ...languages().map((lang) => `event-shop.${lang}.js`),
  'integrity.json',
  'THIRD-PARTY-NOTICES.txt',
];

/**
 * release/event-shop-wordpress-<version>.zip: the plugin's folder as event-shop/ (the slug, so that WordPress
 * unpacks it as wp-content/plugins/event-shop/), the built bundles in event-shop/assets/, and LICENSE. The
 * plugin's header must carry package.json's version. SOURCE_DATE_EPOCH, when set, dates the entries.
 */
export function wordpressPlugin({ version, out, dist = `${root}dist` }) {
  const plugin = `${root}integrations/wordpress/event-shop`;
  const header = readFileSync(`${plugin}/event-shop.php`, 'utf8').match(/^ \* Version:\s*(\S+)\s*$/m)?.[1];
  if (header !== version) throw new Error(`integrations/wordpress/event-shop/event-shop.php says Version ${header}, package.json ${version}`);
  const entries = [
    // A checkout's plugin has no assets/ (a developer's copy of dist/ there is not packed: the build's is).
    ...filesUnder(plugin)
      .filter((file) => !file.startsWith('assets/'))
      .map((file) => ({ name: `event-shop/${file}`, data: readFileSync(`${plugin}/${file}`) })),
    ...wordpressAssets().map((file) => ({ name: `event-shop/assets/${file}`, data: readFileSync(`${dist}/${file}`) })),
    { name: 'event-shop/LICENSE', data: readFileSync(`${root}LICENSE`) },
  ];
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const bytes = zip(entries, Number.isFinite(epoch) && epoch > 0 ? { date: new Date(epoch * 1000) } : {});
  const file = `${out}/event-shop-wordpress-${version}.zip`;
  writeFileSync(file, bytes);
  return { file, files: entries.map((entry) => entry.name), size: bytes.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    release({ build: !process.argv.includes('--no-build') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
