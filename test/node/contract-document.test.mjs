// contract/openapi.json itself: a valid OpenAPI 3.1 document naming exactly the
// calls of docs/spec.md §7, which the shop (src/api) sends and the demo backend
// answers; and a checker that fails when the document and a real answer or
// request disagree (each mutation below must be caught).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
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

test('every call needs the header and token, answers failures in the envelope, and customer-only calls document 401 and 419', () => {
  for (const action of actionsOf(doc)) {
    const op = doc.paths[`/${action}`].post;
    // The calls that create orders or payments also document the optional Idempotency-Key.
    const money = ['checkout-cart', 'accept-terms-and-conditions', 'pay-payment-plan-order-payment'].includes(action);
    const parameters = [
      { $ref: '#/components/parameters/XRequestedWith' },
      ...(money ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ];
    assert.deepEqual(op.parameters, parameters, action);
    assert.ok(op.requestBody.content['application/json'].schema.required.includes('token'), action);
    for (const [status, response] of Object.entries(op.responses)) {
      if (status.startsWith('2')) continue;
      const named = response.$ref.replace('#/components/responses/', '');
      const schema = doc.components.responses[named].content['application/json'].schema.$ref;
      assert.match(schema, /#\/components\/schemas\/(ErrorBody|ValidationError)$/, `${action} ${status}`);
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

let run;
test('the checker fails when the document and a real answer or request disagree', async (t) => {
  run = await startContractRun();
  const { remember_token } = await run.shop.login('demo@festival.example', 'festival2026');
  run.session.token = remember_token;
  const problemsOf = async (doc, call) => {
    run.setContract(doc);
    await call().catch(() => undefined);
    const { requestProblems, responseProblems } = run.lastExchange();
    return [...requestProblems, ...responseProblems];
  };
  const holder = { full_name: 'Mo Mutant', email: 'mo@example.ie', age: '25-34', country: 'IE', transport_time_id: null };
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
    const answer = await run.shop.validateVoucher(cart.code, 'TENOFF');
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
