import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sri } from '../../build/integrity.mjs';
import { languages } from '../../build/languages.mjs';
import { expectedLicense } from '../../scripts/release/license.mjs';
import { release } from '../../scripts/release/release.mjs';

// npm run release on the dist/ npm test has just built (--no-build): the tarball's file list, an
// install of it into an empty folder, the versioned CDN files with their SRI, and LICENSE's
// third-party section against the libraries the build bundled.

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'event-shop-release-'));
after(() => rmSync(work, { recursive: true, force: true }));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const made = release({ build: false, out: join(work, 'release'), log: () => {} });

test('the tarball holds the scripts, the types, integrity.json, the texts, the notices, the licence, the readme, the changelog and the conformance kit, nothing else', () => {
  assert.equal(made.tarball, join(work, 'release', `event-shop-${version}.tgz`));
  const kit = [...made.files].filter((f) => /^(bin|conformance)\//.test(f));
  assert.ok(kit.includes('bin/event-shop.mjs') && kit.includes('conformance/run.mjs'), `the conformance kit: ${kit.join(', ')}`);
  assert.deepEqual(
    [...made.files].filter((f) => !kit.includes(f)).sort(),
    [
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'contract/openapi.json',
      'dist/THIRD-PARTY-NOTICES.txt',
      'dist/contract-validator.NOTICES.txt',
      'dist/contract-validator.mjs',
      ...languages().map((lang) => `dist/event-shop.${lang}.js`),
      'dist/event-shop.d.ts',
      'dist/event-shop.js',
      'dist/event-shop.mjs',
      'dist/integrity.json',
      ...['en', ...languages()].map((lang) => `dist/texts/${lang}.json`),
      'docs/backend-guide.md',
      'package.json',
    ].sort(),
  );
});

test('it installs into an empty folder without the network, and its exports resolve', () => {
  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), '{ "name": "host-site", "private": true }\n');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', made.tarball], { cwd: app, stdio: 'pipe' });
  const installed = join(app, 'node_modules', 'event-shop');
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.equal(pkg.private, undefined);
  assert.equal(pkg.license, 'MIT');
  assert.deepEqual(pkg.dependencies ?? {}, {}, 'the libraries are inside the bundles: nothing to install beside them');
  const require = createRequire(join(app, 'index.js'));
  assert.equal(require.resolve('event-shop/event-shop.js'), join(installed, 'dist', 'event-shop.js'));
  assert.equal(
    readFileSync(require.resolve('event-shop/event-shop.js'), 'utf8'),
    readFileSync(join(root, 'dist', 'event-shop.js'), 'utf8'),
  );
  assert.ok(existsSync(join(installed, 'dist', 'event-shop.d.ts')));
  // A language's file, by the name a site owner changes.
  assert.equal(require.resolve('event-shop/event-shop.nl.js'), join(installed, 'dist', 'event-shop.nl.js'));
});

test('the installed package runs the conformance kit with nothing else installed: --help, and a walk of the demo backend', async () => {
  const bin = join(work, 'app', 'node_modules', '.bin', 'event-shop');
  assert.match(execFileSync(bin, ['conformance', '--help'], { encoding: 'utf8' }), /--api/);
  const { startApiServer } = await import('../../scripts/dev/api-server.mjs');
  const server = await startApiServer({ port: 0 });
  try {
    // Async: the demo answers from this process, which a blocking call would stop.
    const { promisify } = await import('node:util');
    const { execFile } = await import('node:child_process');
    const { stdout } = await promisify(execFile)(bin, ['conformance', '--api', server.apiUrl, '--read-only'], { cwd: join(work, 'app') });
    assert.match(stdout, /^Conformance: \d+ passed, 0 failed, \d+ warnings, \d+ skipped$/m);
  } finally {
    server.server.closeAllConnections?.();
    await server.close();
  }
});

test("a host's TypeScript gets the API and the shop's window events typed from the installed package", () => {
  const app = join(work, 'app');
  writeFileSync(
    join(app, 'host.ts'),
    [
      "import { mount, unmount, type EventShopConfig } from 'event-shop';",
      "const config: EventShopConfig = { currency: 'EUR', timezone: 'Europe/Dublin', countries: { IE: 'Ireland' } };",
      'mount({ config });',
      'unmount();',
      "window.addEventListener('event-shop:purchase', (e) => console.log(e.detail.transaction_id.toUpperCase(), e.detail.value.toFixed(2)));",
      'window.EventShop?.unmount();',
      '// @ts-expect-error: an add-to-cart detail has no transaction_id',
      "window.addEventListener('event-shop:add-to-cart', (e) => e.detail.transaction_id);",
    ].join('\n'),
  );
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const flags = [
    '--noEmit',
    '--strict',
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    '--target',
    'es2022',
    '--lib',
    'es2022,dom',
  ];
  execFileSync(process.execPath, [tsc, ...flags, 'host.ts'], { cwd: app, stdio: 'pipe' });
});

test('the CDN files carry the version in their names, and integrity.json holds their SRI hashes', () => {
  const cdn = join(work, 'release', 'cdn');
  const hashes = JSON.parse(readFileSync(join(cdn, `event-shop-${version}.integrity.json`), 'utf8'));
  assert.deepEqual(Object.keys(hashes), [
    `event-shop-${version}.js`,
    ...languages().map((lang) => `event-shop-${version}.${lang}.js`),
    `event-shop-${version}.mjs`,
  ]);
  for (const [file, hash] of Object.entries(hashes)) assert.equal(hash, sri(readFileSync(join(cdn, file))), file);
  const dist = JSON.parse(readFileSync(join(root, 'dist', 'integrity.json'), 'utf8'));
  assert.equal(hashes[`event-shop-${version}.js`], dist['event-shop.js'], 'the same bytes as dist/event-shop.js');
  for (const lang of languages()) assert.equal(hashes[`event-shop-${version}.${lang}.js`], dist[`event-shop.${lang}.js`], lang);
  assert.ok(readFileSync(join(cdn, `event-shop-${version}.THIRD-PARTY-NOTICES.txt`), 'utf8').includes('dompurify'));
});

test("LICENSE's third-party section names every library the build bundled", () => {
  const { current, expected } = expectedLicense();
  assert.equal(current, expected, 'run node scripts/release/license.mjs');
  for (const name of ['preact', 'dompurify', 'sonner', 'ky', 'yup', 'valtio', 'wouter', 'final-form', 'react-final-form']) {
    assert.match(current, new RegExp(`^- ${name} \\d`, 'm'), name);
  }
});
