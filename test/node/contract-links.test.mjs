// The calls behind emailed links (terms acceptance, payment-plan instalments),
// authorised by order code and checksum and used here by a visitor, sent by the
// shop's src/api/order-links.ts; every request and answer is checked against
// contract/openapi.json (helpers/contract-run.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AREAS, startContractRun } from './helpers/contract-run.mjs';

const SEED = {
  STAFFTCS: '6668bef0b0378633',
  STAFFBNK: 'fe5394e3cef7f9d0',
  CANCELD1: '0b0818e5ad021b7a',
  PLANDUE1: '46f0ac46b6c1eca3',
  PLANREFD: 'a2fe658445d4b367',
  PLANMAXD: '36a1bf31b8e00022',
};
let run;

before(async () => {
  run = await startContractRun();
});
after(() => run?.close());

test('terms: the order with its counts, 404 for a wrong checksum', async () => {
  const { order } = await run.expectAnswer(200, run.shop.getTermsAndConditionsOrder('STAFFTCS', SEED.STAFFTCS));
  assert.equal(order.accepted_ts_and_cs, false);
  assert.equal(typeof order.ticket_count, 'number');
  await run.expectAnswer(404, run.shop.getTermsAndConditionsOrder('STAFFTCS', 'wrong'));
});

test('accepting terms: a card payment to follow, none for a bank transfer, 422 for a cancelled order, 404 for a wrong link', async () => {
  const card = await run.expectAnswer(200, run.shop.acceptTermsAndConditions('STAFFTCS', SEED.STAFFTCS));
  assert.equal(card.payment.action, 'redirect');
  assert.equal(card.data.customer, null, "a visitor's data");
  const transfer = await run.expectAnswer(200, run.shop.acceptTermsAndConditions('STAFFBNK', SEED.STAFFBNK));
  assert.equal(transfer.payment, null);
  await run.expectAnswer(422, run.shop.acceptTermsAndConditions('CANCELD1', SEED.CANCELD1));
  await run.expectAnswer(404, run.shop.acceptTermsAndConditions('CANCELD1', 'wrong'));
});

test('an instalment: read it, pay it; refused while a refund is active or once the attempts are used; 404 for a wrong reference', async () => {
  const { payment } = await run.expectAnswer(200, run.shop.getPaymentPlanOrderPayment('PLANDUE1', 'PLANDUE1-2', SEED.PLANDUE1));
  assert.equal(payment.due, true);
  await run.expectAnswer(404, run.shop.getPaymentPlanOrderPayment('PLANDUE1', 'PLANDUE1-9', SEED.PLANDUE1));
  const { data } = await run.expectAnswer(200, run.shop.payPaymentPlanOrderPayment('PLANDUE1', 'PLANDUE1-2', SEED.PLANDUE1));
  assert.equal(data.payment.action, 'redirect');
  const active = await run.expectAnswer(422, run.shop.payPaymentPlanOrderPayment('PLANREFD', 'PLANREFD-2', SEED.PLANREFD));
  assert.match(active.message, /active refund request/);
  const spent = await run.expectAnswer(422, run.shop.payPaymentPlanOrderPayment('PLANMAXD', 'PLANMAXD-2', SEED.PLANMAXD));
  assert.match(spent.message, /maximum of 3 attempts/);
  await run.expectAnswer(404, run.shop.payPaymentPlanOrderPayment('PLANDUE1', 'PLANDUE1-9', SEED.PLANDUE1));
});

test('every documented answer of the link calls was seen and checked', () => {
  assert.deepEqual(run.unseen(AREAS.links), []);
});
