// build/integrity.mjs: the sha384 that `npm run build` writes to
// dist/integrity.json is that of the bytes on disk.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { integrity, sri } from '../../build/integrity.mjs';

const dir = mkdtempSync(join(tmpdir(), 'event-shop-sri-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('sri() is the integrity attribute value: sha384, base64 (FIPS 180-2 test vector "abc")', () => {
  assert.equal(sri(Buffer.from('abc')), 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
});

test('two builds (a classic script and a module) each add their file, hashed as written, and print a line; a broken file is started again', async () => {
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, "export const greeting = 'hello';\nconsole.log(greeting);\n");
  const file = join(dir, 'out', 'integrity.json');
  mkdirSync(join(dir, 'out'));
  writeFileSync(file, '{ broken');
  const lines = [];
  for (const [name, format] of [
    ['shop.js', 'iife'],
    ['shop.mjs', 'es'],
  ]) {
    const bundle = await rollup({ input: entry, plugins: [integrity({ file, log: (line) => lines.push(line) })] });
    await bundle.write({ file: join(dir, 'out', name), format, name: 'Shop', banner: '/*! banner */' });
    await bundle.close();
  }
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(Object.keys(entries), ['shop.js', 'shop.mjs']);
  for (const name of ['shop.js', 'shop.mjs']) {
    const bytes = readFileSync(join(dir, 'out', name));
    assert.match(bytes.toString(), /^\/\*! banner \*\//, 'hashed after the banner');
    assert.equal(entries[name], sri(bytes));
    assert.equal(Buffer.from(entries[name].slice('sha384-'.length), 'base64').length, 48);
  }
  assert.equal(lines.length, 2);
  assert.match(lines[0], /shop\.js integrity sha384-[A-Za-z0-9+/]{64}$/);
});

test('dist/integrity.json matches dist/event-shop.js and .mjs (after npm run build)', (t) => {
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
  if (!existsSync(join(dist, 'integrity.json'))) return t.skip('dist/ is not built: npm test builds before it runs this');
  const entries = JSON.parse(readFileSync(join(dist, 'integrity.json'), 'utf8'));
  for (const name of ['event-shop.js', 'event-shop.mjs']) assert.equal(entries[name], sri(readFileSync(join(dist, name))), name);
});
