// The bench's markers (scripts/bench/markers.mjs): a block is replaced between its pair, a
// missing or doubled marker throws, and README.md and docs/development.md hold exactly the
// pairs `npm run bench` writes (tables.mjs BLOCKS), so an edit that drops one fails here.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { close, open, replaceBetween, writeTables } from './markers.mjs';
import { BLOCKS } from './tables.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = ['# Doc', '', 'Before.', '', open('t'), '', '| old |', '', close('t'), '', 'After.', ''].join('\n');

test('the content between the markers is replaced, the markers and the rest stay', () => {
  const out = replaceBetween(doc, 't', '| new |\n');
  assert.equal(out, ['# Doc', '', 'Before.', '', open('t'), '', '| new |', '', close('t'), '', 'After.', ''].join('\n'));
  assert.equal(replaceBetween(out, 't', '| new |'), out, 'a second run with the same content changes nothing');
  assert.equal(replaceBetween(out, 't', '| old |'), doc);
});

test('a missing or doubled marker throws, naming the file and the marker', () => {
  assert.throws(() => replaceBetween(doc, 'other', 'x', 'README.md'), /README\.md: <!-- bench:other --> is missing/);
  assert.throws(() => replaceBetween(doc.replace(close('t'), ''), 't', 'x', 'doc.md'), /doc\.md: <!-- \/bench:t --> is missing/);
  assert.throws(() => replaceBetween(`${doc}\n${open('t')}\n`, 't', 'x', 'doc.md'), /doc\.md: <!-- bench:t --> appears 2 times/);
  assert.throws(() => replaceBetween(`${doc}\n${close('t')}\n`, 't', 'x'), /<!-- \/bench:t --> appears 2 times/);
  const swapped = doc.replace(open('t'), 'OPEN').replace(close('t'), open('t')).replace('OPEN', close('t'));
  assert.throws(() => replaceBetween(swapped, 't', 'x', 'doc.md'), /doc\.md: <!-- \/bench:t --> comes before <!-- bench:t -->/);
  assert.throws(() => replaceBetween(doc, 'tt', 'x'), /bench:tt --> is missing/, 'a name is matched whole');
});

test('writeTables writes every block, or no file when one marker is missing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-markers-'));
  try {
    writeFileSync(join(dir, 'a.md'), doc);
    writeFileSync(join(dir, 'b.md'), doc);
    assert.throws(() => writeTables(dir, { 'a.md': { t: 'A' }, 'b.md': { gone: 'B' } }), /b\.md: <!-- bench:gone --> is missing/);
    assert.equal(readFileSync(join(dir, 'a.md'), 'utf8'), doc, 'a.md is left as it was');
    assert.deepEqual(writeTables(dir, { 'a.md': { t: 'A' }, 'b.md': { t: '| old |' } }), ['a.md']);
    assert.match(readFileSync(join(dir, 'a.md'), 'utf8'), /<!-- bench:t -->\n\nA\n\n<!-- \/bench:t -->/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('README.md and docs/development.md hold exactly the bench blocks, each once', () => {
  for (const [file, names] of Object.entries(BLOCKS)) {
    const text = readFileSync(join(root, file), 'utf8');
    const found = [...text.matchAll(/<!-- \/?bench:([\w-]+) -->/g)].map((m) => m[1]);
    assert.deepEqual([...new Set(found)].sort(), [...names].sort(), `${file}: the bench markers`);
    for (const name of names) {
      const block = text.slice(text.indexOf(open(name)), text.indexOf(close(name)));
      // Throws on a missing, doubled or swapped marker; the block is not empty.
      assert.equal(replaceBetween(text, name, block.slice(open(name).length), file), text, `${file}: bench:${name} is as written`);
      assert.match(block, /\|/, `${file}: bench:${name} holds a table`);
    }
  }
});
