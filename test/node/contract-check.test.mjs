// contract/check.mjs: one call of a live backend (here npm run api) checked
// against the document from the command line, exit code 1 on a disagreement.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startApiServer } from '../../scripts/dev/api-server.mjs';

const script = fileURLToPath(new URL('../../contract/check.mjs', import.meta.url));
let api;
before(async () => {
  api = await startApiServer({ port: 0 });
});
after(() => api?.close());

const check = (...args) =>
  promisify(execFile)(process.execPath, [script, '--api', api.apiUrl, ...args]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error) => ({ code: error.code, stdout: error.stdout }),
  );

test('an answer as the contract says: exit 0', async () => {
  const { code, stdout } = await check(
    '--strict',
    'login',
    JSON.stringify({ token: null, email: 'demo@festival.example', password: 'festival2026' }),
  );
  assert.equal(stdout.trim(), 'login → 200: as the contract says');
  assert.equal(code, 0);
});

test('a documented failure is fine too; a request the document refuses is named, exit 1', async () => {
  assert.equal((await check('get-cart', '{"token":null,"cart":"NOCART"}')).code, 0);
  const { code, stdout } = await check('get-cart', '{"token":null,"cart":"NOCART","extra":1}');
  assert.equal(code, 1);
  assert.match(stdout, /sent: request body \/ must NOT have additional properties \(extra\)/);
});
