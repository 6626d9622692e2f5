// Session calls of the contract (docs/spec.md §7) on the demo backend, sent by
// the shop's src/api/session.ts; every request and answer is checked against
// contract/openapi.json (test/node/helpers/contract-run.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AREAS, startContractRun } from './helpers/contract-run.mjs';

const DEMO = { email: 'demo@festival.example', password: 'festival2026' };
let run;

before(async () => {
  run = await startContractRun();
});
after(() => run?.close());

test('a visitor loads the shop data: customer null, token null', async () => {
  const { data } = await run.expectAnswer(200, run.shop.getData());
  assert.equal(data.customer, null);
  assert.ok(data.products.length > 0);
});

test('login: wrong password and missing fields are 422 with errors, then success gives a token and the data', async () => {
  const wrong = await run.expectAnswer(422, run.shop.login(DEMO.email, 'not-it'));
  assert.ok(wrong.errors.email.length);
  await run.expectAnswer(422, run.shop.login('', ''));
  const { remember_token: token, data } = await run.expectAnswer(200, run.shop.login(DEMO.email, DEMO.password));
  assert.equal(data.customer.email, DEMO.email);
  run.session.token = token;
  const again = await run.expectAnswer(200, run.shop.getData());
  assert.ok(again.data.orders.length > 0, "the customer's orders, tickets, payments and refunds are all checked");
});

test('get-user: the customer with a token, 401 without', async () => {
  const { customer } = await run.expectAnswer(200, run.shop.getUser());
  assert.equal(customer.email, DEMO.email);
  const token = run.session.token;
  run.session.token = null;
  await run.expectAnswer(401, run.shop.getUser());
  run.session.token = token;
});

test('update-settings: a wrong current password is 422, a right one gives the data; 401 without a token', async () => {
  const change = {
    old_password: 'wrong',
    new_password: null,
    full_name: 'Dana Demo',
    email: DEMO.email,
    country: 'IE',
    address: { address_1: '2 Festival Lane', city: 'Dublin' },
  };
  const refused = await run.expectAnswer(422, run.shop.updateSettings(change));
  assert.ok(refused.errors.old_password);
  const { data } = await run.expectAnswer(200, run.shop.updateSettings({ ...change, old_password: DEMO.password }));
  assert.equal(data.customer.address.address_1, '2 Festival Lane');
  const token = run.session.token;
  run.session.token = null;
  await run.expectAnswer(401, run.shop.updateSettings(change));
  run.session.token = token;
});

test('register, request a reset, reset the password (a wrong code is 422), log in with it', async () => {
  const token = run.session.token;
  run.session.token = null;
  await run.expectAnswer(200, run.shop.register('Rita Reset', 'rita@example.ie'));
  const taken = await run.expectAnswer(422, run.shop.register('Rita Again', 'rita@example.ie'));
  assert.ok(taken.errors.email);
  await run.expectAnswer(422, run.shop.requestPasswordReset('not an address'));
  await run.expectAnswer(200, run.shop.requestPasswordReset('rita@example.ie'));
  const mail = run.db.state.emails.find((e) => e.kind === 'reset' && e.to === 'rita@example.ie');
  await run.expectAnswer(422, run.shop.resetPassword('not-the-code', 'rita@example.ie', 'a-new-password'));
  await run.expectAnswer(200, run.shop.resetPassword(mail.token, 'rita@example.ie', 'a-new-password'));
  await run.expectAnswer(200, run.shop.login('rita@example.ie', 'a-new-password'));
  run.session.token = token;
});

test('email-tickets: 200 for an address, 422 for none', async () => {
  await run.expectAnswer(200, run.shop.emailTickets(DEMO.email));
  await run.expectAnswer(422, run.shop.emailTickets(''));
});

test('the envelope: no X-Requested-With header, or no token, is 400 with a message; the document refuses both requests', async () => {
  await run.fetch('/api/get-data', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token":null}' });
  const noHeader = run.lastExchange();
  assert.equal(noHeader.status, 400);
  assert.match(noHeader.body.message, /X-Requested-With/);
  assert.deepEqual(noHeader.responseProblems, []);
  assert.deepEqual(noHeader.requestProblems, ['request header X-Requested-With is missing']);
  await run.fetch('/api/get-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: '{}',
  });
  const noToken = run.lastExchange();
  assert.equal(noToken.status, 400);
  assert.deepEqual(noToken.responseProblems, []);
  assert.deepEqual(noToken.requestProblems, ["request body / must have required property 'token'"]);
});

test('every documented answer of the session calls was seen and checked', () => {
  assert.deepEqual(run.unseen(AREAS.session), []);
});
