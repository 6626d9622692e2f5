// Order links: the calls authorised by an order's checksum rather than a login (spec §2 "Accept Terms
// and Conditions view" and "Payment plan payment page", §6, §7; contract §4). Part of the portal walk.
//   Reads: the order behind a terms link, a wrong checksum, an instalment with its plan (amounts to
//   the cent, the due dates), an unknown reference.
//   Writes (SKIP with --read-only): accept an order's terms (after a wrong checksum that must change
//   nothing, then once more as "Proceed to payment" does), start paying an instalment by card and
//   see the attempt in get-data, a paid instalment refused.
import { envelopeProblem, exactToCent, instructionProblem, instructionText, numbersOf } from '../answers.mjs';

const cents = (x) => Math.round(Number(x) * 100);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders that take no payment and no acceptance (contract: accept-terms answers 422 for them). */
const VOID = ['cancelled', 'abandoned'];
/** Instalment statuses that may still be paid (spec §4); `processing` waits for the provider. */
const PAYABLE = ['pending', 'partial', 'problem'];
const WRONG_CHECKSUM = 'conformance0000';
/** docs/embed-contract.md §3: the default of config `shopPaymentCreditCardMaxAttempts`. */
const DEFAULT_MAX_ATTEMPTS = 3;

const isData = (data) =>
  Boolean(data) && typeof data === 'object' && ['orders', 'refunds', 'products', 'merchandise'].every((k) => Array.isArray(data[k]));
const orderIn = (data, code) => data?.orders?.find((o) => o.code === code);
const entryIn = (order, reference) => order?.payments?.find((p) => p.reference === reference);

export async function links(ctx, orders) {
  await terms(ctx, orders);
  await instalments(ctx, orders);
}

// ---- terms ------------------------------------------------------------------------------------

const TERMS_WRITES = {
  'links.terms-accept-bad-checksum': 'openapi.json',
  'links.terms-accept': 'spec §7',
  'links.terms-accepted': 'spec §4',
  'links.terms-accept-again': 'spec §2',
};

async function terms(ctx, orders) {
  const waiting = (o) => o.accepted_ts_and_cs === false && o.checksum;
  const open = orders.find((o) => waiting(o) && !VOID.includes(o.payment_status));
  const read = open ?? orders.find(waiting);
  if (!read)
    ctx.add(
      'links.terms',
      'SKIP',
      'get-terms-and-conditions-order',
      ctx.customer ? 'no order waits for its terms to be accepted' : 'not logged in: no order to read',
      'spec §7',
    );
  else {
    const got = await ctx.call('get-terms-and-conditions-order', { order: read.code, checksum: ctx.options.checksum ?? read.checksum });
    if (got.status === 200 && got.json?.order?.code === read.code)
      ctx.add('links.terms', 'PASS', 'get-terms-and-conditions-order', `order ${read.code} by its checksum`, 'spec §7');
    else ctx.fail('links.terms', got, `expected 200 with order ${read.code}`, 'spec §7');
  }
  const wrong = orders[0] ? await ctx.call('get-terms-and-conditions-order', { order: orders[0].code, checksum: WRONG_CHECKSUM }) : null;
  if (!wrong) ctx.add('links.bad-checksum', 'SKIP', 'get-terms-and-conditions-order', 'no order to try', 'spec §7');
  else if (wrong.status === 404)
    ctx.add('links.bad-checksum', 'PASS', 'get-terms-and-conditions-order', 'a wrong checksum answers 404', 'openapi.json');
  else ctx.fail('links.bad-checksum', wrong, 'expected 404 for a wrong checksum', 'openapi.json');

  const skip = (why) =>
    Object.entries(TERMS_WRITES).forEach(([id, ref]) =>
      ctx.add(id, 'SKIP', id === 'links.terms-accepted' ? 'get-data' : 'accept-terms-and-conditions', why, ref),
    );
  if (ctx.options.readOnly) return skip('--read-only: accepting terms writes');
  if (!ctx.customer) return skip('not logged in (--email/--password): no order of a customer to accept');
  if (!open)
    return skip(
      read
        ? `order ${read.code} waits for its terms but is ${read.payment_status} (accepting it is refused)`
        : "no order of this customer's waits for its terms to be accepted (accepted_ts_and_cs false)",
    );
  const order = open;
  const checksum = ctx.options.checksum ?? order.checksum;

  // A wrong checksum: 404 in the envelope, and nothing accepted (contract: "404: A wrong code or checksum").
  const bad = await ctx.call(
    'accept-terms-and-conditions',
    { order: order.code, checksum: checksum === WRONG_CHECKSUM ? `${WRONG_CHECKSUM}1` : WRONG_CHECKSUM },
    { key: true },
  );
  const untouched = await ctx.call('get-data');
  const stillWaiting = orderIn(untouched.json?.data, order.code)?.accepted_ts_and_cs === false;
  const badProblem = bad.status === 404 ? envelopeProblem(bad) : 'not 404';
  if (!badProblem && stillWaiting)
    ctx.add(
      'links.terms-accept-bad-checksum',
      'PASS',
      'accept-terms-and-conditions',
      `a wrong checksum for ${order.code} answers 404 ${JSON.stringify(bad.json).slice(0, 60)}, the order still waits`,
      'openapi.json',
    );
  else
    ctx.fail(
      'links.terms-accept-bad-checksum',
      bad,
      badProblem
        ? `expected 404 with the JSON envelope { message?, errors? } for a wrong checksum (${badProblem})`
        : `a wrong checksum answered 404, but get-data then shows ${order.code} with accepted_ts_and_cs ${orderIn(untouched.json?.data, order.code)?.accepted_ts_and_cs}`,
      'openapi.json',
    );

  // Accept: { data: ShopData, payment: PaymentInstruction | null } (contract, spec §7).
  const accepted = await ctx.call('accept-terms-and-conditions', { order: order.code, checksum }, { key: true });
  const answerProblem = (got) => {
    if (got.status !== 200) return 'not 200';
    if (!isData(got.json?.data)) return '`data` is not the shop data';
    if (!('payment' in got.json)) return 'no `payment` (null when nothing is to be paid now)';
    if (got.json.payment !== null) {
      const problem = instructionProblem(got.json.payment);
      if (problem) return `payment: ${problem}`;
    }
    return null;
  };
  const acceptProblem = answerProblem(accepted);
  if (acceptProblem) {
    ctx.fail(
      'links.terms-accept',
      accepted,
      `expected 200 with { data, payment: null | { action, url, params? } } for order ${order.code} (${acceptProblem})`,
      'spec §7',
    );
    ctx.add('links.terms-accepted', 'SKIP', 'get-data', 'the terms were not accepted', 'spec §4');
    ctx.add('links.terms-accept-again', 'SKIP', 'accept-terms-and-conditions', 'the terms were not accepted', 'spec §2');
    return;
  }
  ctx.add(
    'links.terms-accept',
    'PASS',
    'accept-terms-and-conditions',
    `order ${order.code} (${order.payment_method}) accepted; ${instructionText(accepted.json.payment)}`,
    'spec §7',
  );

  // Recorded: the answer's own data (the shop takes it as it is) and get-data afterwards show the order
  // accepted (spec §2 Portal: the must-accept notice gives way; §6: Refund and Download Invoice need it).
  const inAnswer = orderIn(accepted.json.data, order.code);
  const after = await ctx.call('get-data');
  const listed = orderIn(after.json?.data, order.code);
  if (inAnswer && inAnswer.accepted_ts_and_cs !== true)
    ctx.fail(
      'links.terms-accepted',
      accepted,
      `the answer's own data shows ${order.code} with accepted_ts_and_cs ${JSON.stringify(inAnswer.accepted_ts_and_cs)} (get-data then: ${JSON.stringify(listed?.accepted_ts_and_cs)}): the shop would ask again`,
      'spec §4',
    );
  else if (after.status === 200 && listed?.accepted_ts_and_cs === true)
    ctx.add(
      'links.terms-accepted',
      'PASS',
      'get-data',
      `${order.code} now has accepted_ts_and_cs true${inAnswer ? ', in the answer and in get-data' : ' in get-data'}`,
      'spec §4',
    );
  else
    ctx.fail(
      'links.terms-accepted',
      after,
      listed
        ? `expected ${order.code} with accepted_ts_and_cs true after accepting, got ${JSON.stringify(listed.accepted_ts_and_cs)}`
        : `expected ${order.code} in get-data's orders after accepting`,
      'spec §4',
    );

  // Again, as the terms view's "Proceed to payment" sends it for an accepted order (spec §2): answered, not refused.
  const again = await ctx.call('accept-terms-and-conditions', { order: order.code, checksum }, { key: true });
  const stillThere = again.status === 200 ? orderIn(again.json?.data, order.code) : undefined;
  const againProblem =
    answerProblem(again) ?? (stillThere && stillThere.accepted_ts_and_cs !== true ? `its data shows ${order.code} not accepted` : null);
  if (!againProblem)
    ctx.add(
      'links.terms-accept-again',
      'PASS',
      'accept-terms-and-conditions',
      `accepted again ("Proceed to payment"): 200, ${instructionText(again.json.payment)}`,
      'spec §2',
    );
  else
    ctx.fail(
      'links.terms-accept-again',
      again,
      `an accepted order's terms link offers "Proceed to payment", which sends the call again: expected 200 with { data, payment } (${againProblem})`,
      'spec §2',
    );
}

// ---- instalments ------------------------------------------------------------------------------

const PAY_WRITES = {
  'links.instalment-pay': 'spec §7',
  'links.instalment-after-pay': 'spec §9',
  'links.instalment-paid-refused': 'openapi.json',
};

async function instalments(ctx, orders) {
  const plans = orders.filter((o) => o.has_payment_plan && (o.payments ?? []).some((p) => p.reference));
  const due = (p) => p.reference && p.due && !p.paid_at;
  const plan = plans.find((o) => o.payments.some(due)) ?? plans[0];
  const entry = plan && (plan.payments.find(due) ?? plan.payments.find((p) => p.reference));
  const none = ctx.customer ? "no order of this customer's has a payment plan with instalments" : 'not logged in: no order to read';
  if (!entry) {
    ctx.add('links.instalment', 'SKIP', 'get-payment-plan-order-payment', 'no order in get-data has an instalment', 'spec §7');
    ctx.add('links.instalment-amounts', 'SKIP', 'get-payment-plan-order-payment', none, 'contract §4');
    ctx.add('links.instalment-dates', 'SKIP', 'get-payment-plan-order-payment', none, 'spec §9');
  } else {
    const got = await ctx.call('get-payment-plan-order-payment', { order: plan.code, reference: entry.reference, checksum: plan.checksum });
    if (got.status === 200 && got.json?.payment && got.json?.order?.code === plan.code) {
      ctx.add('links.instalment', 'PASS', 'get-payment-plan-order-payment', `instalment ${entry.reference} of ${plan.code}`, 'spec §7');
      amounts(ctx, got, entry);
      dates(ctx, got);
    } else {
      ctx.fail('links.instalment', got, `expected 200 with order ${plan.code} and instalment ${entry.reference}`, 'spec §7');
      ctx.add('links.instalment-amounts', 'SKIP', 'get-payment-plan-order-payment', 'no instalment answered', 'contract §4');
      ctx.add('links.instalment-dates', 'SKIP', 'get-payment-plan-order-payment', 'no instalment answered', 'spec §9');
    }
  }
  // An unknown reference (contract: "404: A wrong code, checksum or reference"); a read, so also with --read-only.
  if (!plan) ctx.add('links.instalment-unknown', 'SKIP', 'get-payment-plan-order-payment', none, 'openapi.json');
  else {
    const unknown = await ctx.call('get-payment-plan-order-payment', {
      order: plan.code,
      reference: 'CONFORMANCE-NO-SUCH-REFERENCE',
      checksum: plan.checksum,
    });
    const problem = unknown.status === 404 ? envelopeProblem(unknown) : 'not 404';
    if (!problem)
      ctx.add('links.instalment-unknown', 'PASS', 'get-payment-plan-order-payment', 'an unknown reference answers 404', 'openapi.json');
    else
      ctx.fail(
        'links.instalment-unknown',
        unknown,
        `expected 404 with the JSON envelope for an unknown reference (${problem})`,
        'openapi.json',
      );
  }
  await pay(ctx, plans);
}

/**
 * links.instalment-amounts: the instalment as its link answers it, to the cent: amounts as written
 * with at most two decimals, the link's instalment the same as the order's and get-data's, each
 * 0 ≤ paid_amount ≤ amount (a paid one paid in full), and the instalments adding up to total_price.
 */
function amounts(ctx, got, listed) {
  const { order, payment } = got.json;
  const problems = [];
  const inexact = numbersOf(got.text).find(
    (n) => ['amount', 'paid_amount', 'total_price', 'total_paid'].includes(n.key) && !exactToCent(n.raw),
  );
  if (inexact) problems.push(`${inexact.key} ${inexact.raw} has more than 2 decimals`);
  const same = (a, b) => a && b && cents(a.amount) === cents(b.amount) && cents(a.paid_amount) === cents(b.paid_amount);
  const inOrder = entryIn(order, payment.reference);
  if (!inOrder) problems.push(`the order's payments do not list ${payment.reference}`);
  else if (!same(payment, inOrder))
    problems.push(
      `the instalment says ${payment.amount} (paid ${payment.paid_amount}), the order's payments ${inOrder.amount} (paid ${inOrder.paid_amount})`,
    );
  if (!same(payment, listed))
    problems.push(`the link says ${payment.amount} (paid ${payment.paid_amount}), get-data ${listed.amount} (paid ${listed.paid_amount})`);
  for (const p of order.payments ?? []) {
    if (cents(p.paid_amount) < 0 || cents(p.paid_amount) > cents(p.amount))
      problems.push(`${p.reference}: paid_amount ${p.paid_amount} outside 0…${p.amount}`);
    else if (p.payment_status === 'paid' && cents(p.paid_amount) !== cents(p.amount))
      problems.push(`${p.reference} is paid with ${p.paid_amount} of ${p.amount}`);
  }
  const sum = (order.payments ?? []).reduce((s, p) => s + cents(p.amount), 0);
  if (sum !== cents(order.total_price))
    problems.push(`the instalments add up to ${(sum / 100).toFixed(2)}, the order's total_price is ${order.total_price}`);
  if (problems.length) ctx.fail('links.instalment-amounts', got, problems.slice(0, 3).join('; '), 'contract §4');
  else
    ctx.add(
      'links.instalment-amounts',
      'PASS',
      'get-payment-plan-order-payment',
      `${(order.payments ?? []).length} instalments (${(order.payments ?? []).map((p) => p.amount).join(' + ')}) = total_price ${order.total_price}; ${payment.reference} ${payment.amount}, paid ${payment.paid_amount}, as in get-data`,
      'contract §4',
    );
}

/** Days `count` `units` can span (a month 28 to 31 days, a year 365 or 366), or null for a unit the spec does not name. */
function span(units, count) {
  const n = Number(count);
  if (!Number.isFinite(n) || n < 0) return null;
  const days = { day: [1, 1], week: [7, 7], month: [28, 31], year: [365, 366] }[String(units).replace(/s$/, '')];
  return days ? [days[0] * n, days[1] * n] : null;
}

/**
 * links.instalment-dates: every due_at a time with an offset, the instalments in the order they fall
 * due, each one `count` `units` after the one before as the order's payment_plan says (spec §9,
 * "dated cumulatively … by adding count units each"; a day's slack for time zones), and the link's
 * instalment due when the order says.
 */
function dates(ctx, got) {
  const { order, payment } = got.json;
  const payments = order.payments ?? [];
  const problems = [];
  const at = payments.map((p) => ({
    p,
    ms: typeof p.due_at === 'string' && /(Z|[+-]\d{2}:?\d{2})$/i.test(p.due_at) ? Date.parse(p.due_at) : NaN,
  }));
  const bad = at.find((x) => Number.isNaN(x.ms));
  if (bad) problems.push(`${bad.p.reference}: due_at ${JSON.stringify(bad.p.due_at)} is not a time with an offset`);
  const plan = Array.isArray(order.payment_plan) && order.payment_plan.length === payments.length ? order.payment_plan : null;
  let spaced = 0;
  for (let i = 1; i < at.length && !bad; i++) {
    const days = (at[i].ms - at[i - 1].ms) / DAY_MS;
    if (days <= 0) {
      problems.push(`${at[i].p.reference} (${at[i].p.due_at}) is not due after ${at[i - 1].p.reference} (${at[i - 1].p.due_at})`);
      continue;
    }
    const range = plan && span(plan[i].units, plan[i].count);
    if (!range) continue;
    spaced++;
    if (days < range[0] - 1 || days > range[1] + 1)
      problems.push(
        `${at[i].p.reference} is due ${days.toFixed(1)} days after ${at[i - 1].p.reference}; the plan says ${plan[i].count} ${plan[i].units}`,
      );
  }
  const inOrder = entryIn(order, payment.reference);
  if (inOrder && Date.parse(inOrder.due_at) !== Date.parse(payment.due_at))
    problems.push(`the instalment is due ${payment.due_at}, the order's payments say ${inOrder.due_at}`);
  if (problems.length) ctx.fail('links.instalment-dates', got, problems.slice(0, 3).join('; '), 'spec §9');
  else
    ctx.add(
      'links.instalment-dates',
      'PASS',
      'get-payment-plan-order-payment',
      `${payments.length} due dates in order${spaced ? `, ${spaced} spaced as the payment_plan says` : ' (no payment_plan to space them by)'}`,
      'spec §9',
    );
}

/**
 * Start paying one instalment (links.instalment-pay), what get-data shows afterwards
 * (links.instalment-after-pay), and a paid instalment refused (links.instalment-paid-refused).
 * The contract's call only starts a card payment: the instalment is paid when the provider says so,
 * which the kit cannot do; what it can see is the attempt counted (spec §8, §9) and nothing paid yet.
 */
async function pay(ctx, plans) {
  const skip = (why, ids = Object.keys(PAY_WRITES)) =>
    ids.forEach((id) =>
      ctx.add(id, 'SKIP', id === 'links.instalment-after-pay' ? 'get-data' : 'pay-payment-plan-order-payment', why, PAY_WRITES[id]),
    );
  if (ctx.options.readOnly) return skip('--read-only: paying an instalment writes (it starts a card payment)');
  if (!ctx.customer) return skip('not logged in (--email/--password): no order of a customer to pay');
  if (!plans.length) return skip("no order of this customer's has a payment plan");

  const max = Number(ctx.data?.config?.shopPaymentCreditCardMaxAttempts) || DEFAULT_MAX_ATTEMPTS;
  const payable = (p) =>
    PAYABLE.includes(p.payment_status) && cents(p.paid_amount) < cents(p.amount) && (p.attempt ?? 0) < max && p.reference;
  const open = plans.filter((o) => !VOID.includes(o.payment_status) && !o.has_active_refunds);
  const candidates = open.flatMap((o) => o.payments.filter(payable).map((p) => ({ order: o, entry: p })));
  const chosen = candidates.find((c) => c.entry.due) ?? candidates[0];
  if (!chosen)
    skip(`no instalment can be paid now (unpaid, card attempts left under ${max}, in an order neither void nor with an active refund)`, [
      'links.instalment-pay',
      'links.instalment-after-pay',
    ]);
  else {
    const { order, entry } = chosen;
    const got = await ctx.call(
      'pay-payment-plan-order-payment',
      { order: order.code, reference: entry.reference, checksum: order.checksum },
      { key: true },
    );
    const data = got.json?.data;
    let problem = null;
    if (got.status !== 200) problem = 'not 200';
    else if (!isData(data)) problem = '`data` is not the shop data';
    else if (!('payment' in data)) problem = 'no `data.payment` (null when nothing is to be paid by card now)';
    else if (data.payment !== null) problem = instructionProblem(data.payment);
    if (problem) {
      ctx.fail(
        'links.instalment-pay',
        got,
        `expected 200 with { data: { ...ShopData, payment: null | { action, url, params? } } } for ${entry.reference} (${problem})`,
        'spec §7',
      );
      ctx.add('links.instalment-after-pay', 'SKIP', 'get-data', 'no payment was started', 'spec §9');
    } else {
      ctx.add(
        'links.instalment-pay',
        'PASS',
        'pay-payment-plan-order-payment',
        `${entry.reference} of ${order.code} (${entry.amount}, paid ${entry.paid_amount}, attempt ${entry.attempt}): ${instructionText(data.payment)}`,
        'spec §7',
      );
      await afterPay(ctx, order, entry, data.payment);
    }
  }

  // A paid instalment: 422 with a message (contract: "Already paid, cancelled or processing …").
  // Preferably where nothing else refuses it (a void order, an active refund): the refusal is then for being paid.
  const paidIn = (list) =>
    list.flatMap((o) => o.payments.filter((p) => p.payment_status === 'paid' && p.reference).map((p) => ({ order: o, entry: p })))[0];
  const paid = paidIn(open) ?? paidIn(plans);
  if (!paid) return skip('no paid instalment to try', ['links.instalment-paid-refused']);
  const refused = await ctx.call(
    'pay-payment-plan-order-payment',
    { order: paid.order.code, reference: paid.entry.reference, checksum: paid.order.checksum },
    { key: true },
  );
  const hasText =
    refused.json && (typeof refused.json.message === 'string' || (refused.json.errors && Object.keys(refused.json.errors).length));
  const refusedProblem = refused.status !== 422 ? 'not 422' : (envelopeProblem(refused) ?? (hasText ? null : 'neither message nor errors'));
  if (!refusedProblem)
    ctx.add(
      'links.instalment-paid-refused',
      'PASS',
      'pay-payment-plan-order-payment',
      `paid ${paid.entry.reference}: 422 "${String(refused.json.message ?? Object.values(refused.json.errors).flat()[0]).slice(0, 60)}"`,
      'openapi.json',
    );
  else
    ctx.fail(
      'links.instalment-paid-refused',
      refused,
      `expected 422 with { message } or { errors } for the paid instalment ${paid.entry.reference} (${refusedProblem})`,
      'openapi.json',
    );
}

/** links.instalment-after-pay: the instalment in get-data after a payment was started. */
async function afterPay(ctx, order, before, payment) {
  const after = await ctx.call('get-data');
  const now = entryIn(orderIn(after.json?.data, order.code), before.reference);
  if (after.status !== 200 || !now)
    return ctx.fail(
      'links.instalment-after-pay',
      after,
      `expected ${order.code} with instalment ${before.reference} in get-data`,
      'spec §9',
    );
  const was = `${before.payment_status}, paid ${before.paid_amount}, attempt ${before.attempt}`;
  const is = `${now.payment_status}, paid ${now.paid_amount}, attempt ${now.attempt}`;
  const moneyIn = cents(now.paid_amount) > cents(before.paid_amount) || now.payment_status === 'paid';
  const add = (status, detail) =>
    ctx.add('links.instalment-after-pay', status, 'get-data', `${before.reference}: ${was} → ${is}; ${detail}`, 'spec §9');
  if (payment) {
    // Sent to the provider: nothing is paid until the provider says so, and the attempt counts (spec §8's limit).
    if (moneyIn) add('FAIL', 'marked paid while the shopper was only sent to the provider to pay');
    else if (now.attempt === before.attempt + 1) add('PASS', 'the card attempt counted, nothing paid before the provider');
    else if (now.attempt === before.attempt)
      add('WARN', 'the attempt was not counted: the shop warns at the limit of shopPaymentCreditCardMaxAttempts (spec §8) from `attempt`');
    else add('FAIL', `one payment started, attempt moved by ${now.attempt - before.attempt}`);
  } else if (moneyIn || now.payment_status === 'processing') add('PASS', 'taken without a payment page (payment null)');
  else add('WARN', 'payment null, yet the instalment is as unpaid as before: the shopper goes back to the order with it still due');
}
