// The contract's field names are named wherever they appear in src/ above api/ (run by `npm test`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { serverNames, serverNamesAbove } from './server-names.mjs';

const contract = {
  components: {
    schemas: {
      Order: { properties: { code: {}, payment_status: {}, payments: { items: { properties: { due_at: {} } } } } },
    },
  },
  paths: {
    '/get-shop-item': { post: { requestBody: { content: { 'application/json': { schema: { properties: { external_code: {} } } } } } } },
  },
};

test("the contract's names with a `_`, from schemas at any depth and from request bodies", () => {
  assert.deepEqual(serverNames(contract), ['due_at', 'external_code', 'payment_status']);
});

test('a server name in a store, a feature or a test above api/ is named with its line; api/ may use them', () => {
  const names = serverNames(contract);
  const sources = new Map(
    Object.entries({
      'src/api/adapt.ts': "const order = { payment_status: 's' };",
      'src/stores/orders.ts': 'const paid = (o) => o.paymentStatus;',
      'src/features/shop/ProductPage.tsx': "const code = item.externalCode;\nconst old = item['external_code'];",
      'src/domain/payment-plan.test.ts': 'const p = { due_at: "2026-01-01" };',
      'src/features/portal/OrderList.tsx': '// statuses: paid, payment_statuses of config',
    }),
  );
  assert.deepEqual(serverNamesAbove(sources, names), [
    'src/features/shop/ProductPage.tsx:2: external_code (a contract name above api/)',
    'src/domain/payment-plan.test.ts:1: due_at (a contract name above api/)',
  ]);
});

test('the real contract has the names the issue names, so the check has something to find', () => {
  const names = serverNames(JSON.parse(readFileSync(new URL('../../contract/openapi.json', import.meta.url), 'utf8')));
  for (const name of ['external_code', 'payment_status', 'expires_at', 'full_name']) assert.ok(names.includes(name), name);
});
