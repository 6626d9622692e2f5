// contract/openapi.json itself: a valid OpenAPI 3.1 document naming exactly the
// calls of docs/spec.md §7, which the shop (src/api) sends and the demo backend
// answers; and a checker that fails when the document and a real answer or
// request disagree (each mutation below must be caught).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { importTs } from '../../build/import-ts.mjs';
import { actionsOf, createContractValidator, loadContract } from '../../contract/validator.mjs';
import { AREAS, startContractRun } from './helpers/contract-run.mjs';

const root = new URL('../../', import.meta.url);

/** docs/spec.md §7, in its order. */
const SPEC_CALLS = [
  'login',
  'register',
  'request-password-reset',
  'reset-password',
  'email-tickets',
  'get-user',
  'get-data',
  'update-settings',
  'change-ticket',
  'set-travel-time',
  'request-refund',
  'cancel-refund',
  'get-shop-item',
  'get-cart',
  'calculate-invoice',
  'add-product-to-cart',
  'update-product-in-cart',
  'remove-product-from-cart',
  'add-merchandise-to-cart',
  'remove-merchandise-from-cart',
  'validate-voucher',
  'checkout-cart',
  'get-terms-and-conditions-order',
  'accept-terms-and-conditions',
  'get-payment-plan-order-payment',
  'pay-payment-plan-order-payment',
];
const CUSTOMER_ONLY = [
  'get-user',
  'update-settings',
  'change-ticket',
  'set-travel-time',
  'request-refund',
  'cancel-refund',
  'checkout-cart',
];

/** Every first string argument of `pattern` in the .ts files of a folder. */
function namesIn(folder, pattern) {
  const dir = new URL(folder, root);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(pattern)].map((m) => m[1]));
}
const sorted = (list) => [...new Set(list)].sort();

let doc;
before(async () => {
  doc = await loadContract();
});

test('the document is valid OpenAPI 3.1, and ajv (strict) compiles every schema in it', async () => {
  const result = await new Validator().validate(structuredClone(doc));
  assert.deepEqual(result, { valid: true });
  const contract = createContractValidator(doc);
  for (const action of actionsOf(doc)) {
    assert.deepEqual(contract.request(action, null), ['request body / must be object'], action);
    for (const status of contract.statuses(action))
      assert.ok(contract.response(action, Number(status) || 500, null).length > 0, `${action} ${status} refuses null`);
  }
});

test('its calls are docs/spec.md §7, the calls src/api sends, and the calls the demo backend answers', () => {
  const calls = sorted(actionsOf(doc));
  assert.deepEqual(calls, sorted(SPEC_CALLS));
  assert.deepEqual(sorted(namesIn('src/api/', /\bcall\(\s*'([a-z-]+)'/g)), calls, 'src/api/*.ts');
  const demo = namesIn('demo/backend/handlers/', /\baction\(db, options, '([a-z-]+)'/g).filter((a) => !a.startsWith('demo-provider-'));
  assert.deepEqual(sorted(demo), calls, 'demo/backend/handlers/*.ts (less the demo-only provider actions)');
  assert.deepEqual(
    sorted(Object.values(AREAS).flat()),
    sorted([...calls, 'download-ticket', 'download-invoice']),
    'the contract tests cover every call',
  );
});

/** docs/embed-contract.md §6: the reads, as the contract names them ("a read (`get-data`, …)"). Every other call writes. */
const READS = [
  ...readFileSync(new URL('docs/embed-contract.md', root), 'utf8')
    .match(/a read \(([^)]*)\)/)[1]
    .matchAll(/`([a-z-]+)`/g),
].map((m) => m[1]);
const ref = (kind, name) => ({ $ref: `#/components/${kind}/${name}` });

/** What a document lacks of docs/embed-contract.md §6 (busy backends and waiting rooms), call by call. */
function busyProblems(d) {
  const problems = [];
  const busy = (name, status) => {
    const response = d.components.responses?.[name];
    if (!response) return problems.push(`no components.responses.${name} (${status})`);
    if (response.headers?.['Retry-After']?.$ref !== '#/components/headers/RetryAfter') problems.push(`${name} without Retry-After`);
    if (response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/BusyBody') problems.push(`${name} without BusyBody`);
  };
  busy('TooManyRequests', 429);
  busy('ServiceUnavailable', 503);
  for (const action of actionsOf(d)) {
    const op = d.paths[`/${action}`].post;
    const has = (name) => (op.parameters ?? []).some((p) => p.$ref === ref('parameters', name).$ref);
    const write = !READS.includes(action);
    if (write && !has('IdempotencyKey')) problems.push(`${action} (a write) does not document Idempotency-Key`);
    if (!write && has('IdempotencyKey')) problems.push(`${action} (a read) documents Idempotency-Key`);
    if (!has('QueueItAjaxPageUrl')) problems.push(`${action} does not document x-queueit-ajaxpageurl`);
    if (op.responses['429']?.$ref !== ref('responses', 'TooManyRequests').$ref) problems.push(`${action} does not document 429`);
    if (op.responses['503']?.$ref !== ref('responses', 'ServiceUnavailable').$ref) problems.push(`${action} does not document 503`);
    const redirect = op.responses['200']?.headers?.['x-queueit-redirect'];
    if (redirect?.$ref !== '#/components/headers/QueueItRedirect') problems.push(`${action} 200 does not document x-queueit-redirect`);
  }
  return problems;
}

test('every call needs the header and token, answers failures in the envelope, and customer-only calls document 401 and 419', () => {
  for (const action of actionsOf(doc)) {
    const op = doc.paths[`/${action}`].post;
    // Every write also documents the optional Idempotency-Key; every call the optional Queue-it header (§6).
    const parameters = [
      ref('parameters', 'XRequestedWith'),
      ...(READS.includes(action) ? [] : [ref('parameters', 'IdempotencyKey')]),
      ref('parameters', 'QueueItAjaxPageUrl'),
    ];
    assert.deepEqual(op.parameters, parameters, action);
    assert.ok(op.requestBody.content['application/json'].schema.required.includes('token'), action);
    for (const [status, response] of Object.entries(op.responses)) {
      if (status.startsWith('2')) continue;
      const named = response.$ref.replace('#/components/responses/', '');
      const schema = doc.components.responses[named].content['application/json'].schema.$ref;
      // 429 and 503 are waits, not failures (docs/embed-contract.md §6): their body tells of the queue.
      const body = ['429', '503'].includes(status) ? 'BusyBody' : '(ErrorBody|ValidationError)';
      assert.match(schema, new RegExp(`#/components/schemas/${body}$`), `${action} ${status}`);
    }
    const statuses = Object.keys(op.responses);
    if (CUSTOMER_ONLY.includes(action)) assert.ok(statuses.includes('401') && statuses.includes('419'), action);
    else if (action !== 'get-data') assert.ok(!statuses.includes('401'), `${action} is open to visitors`);
  }
});

/** The document with one change. */
const changed = (change) => {
  const copy = structuredClone(doc);
  change(copy);
  return copy;
};

test('every write documents Idempotency-Key, and every call the Queue-it header and the busy answers 429 and 503 (§6)', async () => {
  // The contract's seven reads are the ones the shop treats as reads (src/api/request-policy.ts), which carry no key.
  assert.equal(READS.length, 7);
  assert.ok(READS.every((action) => actionsOf(doc).includes(action)));
  const { isRead } = await importTs("export { isRead } from './src/api/request-policy.ts';");
  for (const action of actionsOf(doc))
    assert.equal(isRead(action), READS.includes(action), `${action}: the shop and the contract agree whether it reads`);
  assert.deepEqual(busyProblems(doc), []);
  // Each parameter and answer is what §6 says of it.
  const { IdempotencyKey, QueueItAjaxPageUrl } = doc.components.parameters;
  assert.deepEqual([IdempotencyKey.name, IdempotencyKey.in, IdempotencyKey.required], ['Idempotency-Key', 'header', false]);
  assert.deepEqual(IdempotencyKey.schema, { type: 'string', format: 'uuid' });
  assert.deepEqual(
    [QueueItAjaxPageUrl.name, QueueItAjaxPageUrl.in, QueueItAjaxPageUrl.required],
    ['x-queueit-ajaxpageurl', 'header', false],
  );
  const contract = createContractValidator(doc, { closed: true });
  const queue = { message: 'The shop is very busy.', queue: { position: 1234, wait_seconds: 600 } };
  for (const status of [429, 503]) {
    assert.deepEqual(contract.response('add-product-to-cart', status, queue), [], `${status} with a queue`);
    assert.deepEqual(contract.response('get-data', status, {}), [], `${status} without one`);
    assert.deepEqual(contract.response('get-cart', status, { queue: { position: 0 } }), [`${status} body /queue/position must be >= 1`]);
  }
  assert.deepEqual(contract.response('checkout-cart', 503, '<html>Busy</html>', 'text/html; charset=utf-8'), [], "a proxy's 503 page");
  const key = new Headers({ 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': 'again' });
  assert.deepEqual(contract.request('remove-product-from-cart', { token: null, cart: 'C', cart_product_id: 1 }, key), [
    'request header Idempotency-Key / must match format "uuid"',
  ]);
});

test('the check of §6 fails when a write lacks Idempotency-Key, or a call lacks 429 or 503', () => {
  const keyless = changed(
    (d) =>
      (d.paths['/add-product-to-cart'].post.parameters = [ref('parameters', 'XRequestedWith'), ref('parameters', 'QueueItAjaxPageUrl')]),
  );
  assert.deepEqual(busyProblems(keyless), ['add-product-to-cart (a write) does not document Idempotency-Key']);
  const loginKeyless = changed((d) => d.paths['/login'].post.parameters.splice(1, 1));
  assert.deepEqual(busyProblems(loginKeyless), ['login (a write) does not document Idempotency-Key']);
  assert.deepEqual(busyProblems(changed((d) => delete d.paths['/get-data'].post.responses['429'])), ['get-data does not document 429']);
  assert.deepEqual(busyProblems(changed((d) => delete d.paths['/checkout-cart'].post.responses['503'])), [
    'checkout-cart does not document 503',
  ]);
  assert.deepEqual(busyProblems(changed((d) => delete d.components.responses.TooManyRequests.headers)), [
    'TooManyRequests without Retry-After',
  ]);
});

let run;
test('the checker fails when the document and a real answer or request disagree', async (t) => {
  run = await startContractRun();
  const { rememberToken } = await run.shop.login('demo@festival.example', 'festival2026');
  run.session.token = rememberToken;
  const problemsOf = async (doc, call) => {
    run.setContract(doc);
    await call().catch(() => undefined);
    const { requestProblems, responseProblems } = run.lastExchange();
    return [...requestProblems, ...responseProblems];
  };
  const holder = { fullName: 'Mo Mutant', email: 'mo@example.ie', age: '25-34', country: 'IE', transportTimeId: null };
  const addTicket = () => run.shop.addProductToCart(null, 'DAY-SAT', holder);

  await t.test('the real document: no problem', async () => {
    assert.deepEqual(await problemsOf(doc, addTicket), []);
  });
  await t.test('a field of another type (Cart.total_price a string)', async () => {
    const wrong = changed((d) => (d.components.schemas.Cart.properties.total_price = { type: 'string' }));
    assert.deepEqual(await problemsOf(wrong, addTicket), ['200 body /cart/total_price must be string']);
  });
  await t.test('a field the demo sends that the document forgot (Ticket.refund_total)', async () => {
    const wrong = changed((d) => {
      const ticket = d.components.schemas.Ticket;
      delete ticket.properties.refund_total;
      ticket.required = ticket.required.filter((k) => k !== 'refund_total');
    });
    const problems = await problemsOf(wrong, () => run.shop.getData());
    assert.ok(
      problems.length > 0 && problems.every((p) => /refund_total/.test(p) && /must NOT have additional properties/.test(p)),
      problems.join('\n'),
    );
  });
  await t.test('a required field the demo does not send (Cart.currency)', async () => {
    const wrong = changed((d) => {
      d.components.schemas.Cart.properties.currency = { type: 'string' };
      d.components.schemas.Cart.required.push('currency');
    });
    assert.deepEqual(await problemsOf(wrong, addTicket), ["200 body /cart must have required property 'currency'"]);
    // Strict mode: `required` naming a field the schema does not describe is a document error.
    const typo = changed((d) => d.components.schemas.Cart.required.push('totl_price'));
    assert.match((await problemsOf(typo, addTicket)).join('\n'), /required property "totl_price" is not defined/);
  });
  await t.test('an amount that is not exact to the cent (docs/embed-contract.md §4: 0.1 + 0.2 added in floats)', async () => {
    // A real answer with one amount as a float sum would give it.
    run.setContract(doc);
    const contract = createContractValidator(doc, { closed: true });
    const { cart } = await addTicket();
    await run.shop.validateVoucher(cart.code, 'TENOFF');
    // The answer as the backend sent it (the shop's model of it has the shop's names).
    const answer = structuredClone(run.lastExchange().body);
    assert.deepEqual(contract.response('validate-voucher', 200, answer), []);
    answer.voucher.discount_amount = 0.1 + 0.2;
    assert.deepEqual(contract.response('validate-voucher', 200, answer), [
      '200 body /voucher/discount_amount must have at most 2 decimals (0.30000000000000004)',
    ]);
  });
  await t.test('a status the document does not list (404 of get-cart)', async () => {
    const wrong = changed((d) => delete d.paths['/get-cart'].post.responses['404']);
    assert.deepEqual(await problemsOf(wrong, () => run.shop.getCart('NOCART')), ['status 404 is not documented for get-cart']);
  });
  await t.test('a request field the shop names otherwise (cart_product_id → line_id)', async () => {
    const wrong = changed((d) => {
      const body = d.paths['/remove-product-from-cart'].post.requestBody.content['application/json'].schema;
      body.properties.line_id = body.properties.cart_product_id;
      delete body.properties.cart_product_id;
      body.required = body.required.map((k) => (k === 'cart_product_id' ? 'line_id' : k));
    });
    const problems = await problemsOf(wrong, () => run.shop.removeProductFromCart('NOCART', 1));
    assert.deepEqual(problems.slice(0, 2), [
      "request body / must have required property 'line_id'",
      'request body / must NOT have additional properties (cart_product_id)',
    ]);
  });
});
after(() => run?.close());
