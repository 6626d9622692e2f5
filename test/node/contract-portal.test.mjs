// Portal calls of the contract (docs/spec.md §7) on the demo backend, sent by
// the shop's src/api/portal.ts, and the two GET downloads; every request and
// answer is checked against contract/openapi.json (helpers/contract-run.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AREAS, startContractRun } from './helpers/contract-run.mjs';

const PAIDCARD = { id: 501, code: 'PAIDCARD', checksum: '8a59b9d0d95f16f5' };
const bank = {
  bank_owner_full_name: 'Dana Demo',
  bank_owner_address: { address_1: '1 Festival Lane', address_2: '', city: 'Dublin', postcode: '' },
  bank_name: 'AIB',
  bank_city: 'Dublin',
  bank_country: 'IE',
  bank_bic: 'AIBKIE2D',
  bank_iban: 'IE29AIBK93115212345678',
  bank_account: '',
  note: '',
};
let run;

before(async () => {
  run = await startContractRun();
  const { remember_token } = await run.expectAnswer(200, run.shop.login('demo@festival.example', 'festival2026'));
  run.session.token = remember_token;
});
after(() => run?.close());

/** Run `call` as a visitor (no token). */
async function asVisitor(call) {
  const token = run.session.token;
  run.session.token = null;
  try {
    return await call();
  } finally {
    run.session.token = token;
  }
}

test('downloads: an invoice and a ticket page, 404 for a wrong checksum or holder', async () => {
  const check = async (path, status, type) => {
    await run.fetch(path);
    const exchange = run.lastExchange();
    assert.equal(exchange.status, status, path);
    assert.deepEqual(exchange.responseProblems, []);
    assert.match(exchange.body, type === 'html' ? /<html/ : /could not be found/);
    run.saw(exchange);
  };
  await check(`/download-invoice/${PAIDCARD.code}/${PAIDCARD.checksum}`, 200, 'html');
  await check(`/download-invoice/${PAIDCARD.code}/0000000000000000`, 404, 'text');
  await check(`/download-ticket/${encodeURIComponent('demo@festival.example')}/TKFULL01`, 200, 'html');
  await check(`/download-ticket/${encodeURIComponent('someone@example.ie')}/TKFULL01`, 404, 'text');
});

test('change-ticket: a new holder name, then 422 while recently edited, 404 for a ticket not ours, 401 without a token', async () => {
  const change = {
    order_id: PAIDCARD.id,
    code: 'TKFULL01',
    reassign: null,
    note: 'typo',
    full_name: 'Dana M. Demo',
    email: 'demo@festival.example',
    age: '25-34',
    country: 'IE',
  };
  const { data } = await run.expectAnswer(200, run.shop.changeTicket(change));
  const ticket = data.orders.find((o) => o.code === PAIDCARD.code).tickets.find((t) => t.code === 'TKFULL01');
  assert.equal(ticket.recently_edited, true);
  await run.expectAnswer(422, run.shop.changeTicket({ ...change, full_name: 'Dana Demo' }));
  await run.expectAnswer(404, run.shop.changeTicket({ ...change, code: 'NOTICKET' }));
  await asVisitor(() => run.expectAnswer(401, run.shop.changeTicket(change)));
});

test('set-travel-time: another shuttle time, then 422 while recently edited, 404, 401', async () => {
  await run.expectAnswer(200, run.shop.setTravelTime('TKSHUTL1', 3));
  await run.expectAnswer(422, run.shop.setTravelTime('TKSHUTL1', 1));
  await run.expectAnswer(404, run.shop.setTravelTime('NOTICKET', 1));
  await asVisitor(() => run.expectAnswer(401, run.shop.setTravelTime('TKSHUTL1', 1)));
});

test('request-refund and cancel-refund: bank fields refused by name, a refund made and cancelled, and the refusals', async () => {
  const request = { order_id: 518, tickets: '', merchandise: 'MPTEE003', ...bank };
  const refused = await run.expectAnswer(422, run.shop.requestRefund({ ...request, bank_owner_address: {}, bank_iban: 'IE00NOTANIBAN' }));
  assert.ok(refused.errors['bank_owner_address.city'] && refused.errors.bank_iban);
  await run.expectAnswer(404, run.shop.requestRefund({ ...request, order_id: 999999 }));
  await asVisitor(() => run.expectAnswer(401, run.shop.requestRefund(request)));
  const { data } = await run.expectAnswer(200, run.shop.requestRefund(request));
  assert.ok(data.refunds.some((r) => r.id === data.refund_id && r.status === 'active'));

  await run.expectAnswer(422, run.shop.cancelRefund(701));
  await run.expectAnswer(404, run.shop.cancelRefund(999999));
  await asVisitor(() => run.expectAnswer(401, run.shop.cancelRefund(data.refund_id)));
  const cancelled = await run.expectAnswer(200, run.shop.cancelRefund(data.refund_id));
  assert.ok(!cancelled.data.refunds.some((r) => r.id === data.refund_id));
});

test('every documented answer of the portal calls and downloads was seen and checked', () => {
  assert.deepEqual(run.unseen(AREAS.portal), []);
});
