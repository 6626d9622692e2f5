// The bundle budget: every shopper pays for every byte of dist/event-shop.js.
// `npm test` builds before the Node tests, so the file is the one that ships.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const file = fileURLToPath(new URL('../../dist/event-shop.js', import.meta.url));
/** 105 KiB, gzip at level 9 (the README's and the release notes' measure). */
export const BUDGET = 105 * 1024;

test('dist/event-shop.js is at most 105 KiB gzip -9', { skip: !existsSync(file) && 'dist/ is not built (npm run build)' }, () => {
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  assert.ok(size <= BUDGET, `dist/event-shop.js is ${size} B gzip, over the ${BUDGET} B budget by ${size - BUDGET} B`);
});
