// The clauses about every answer of the run (not one scenario): each answer
// against openapi.json, money exact to the cent, times with an offset, refusals
// as JSON envelopes, Retry-After on busy answers.
import { brief } from './client.mjs';

/** Property names whose schema is an Amount, and names of maps of Amounts, from the document itself. */
export function moneyKeys(doc) {
  const keys = new Set();
  const maps = new Set();
  const isAmount = (s) => s?.$ref?.endsWith('/Amount') || s?.anyOf?.some((x) => x.$ref?.endsWith('/Amount'));
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [name, s] of Object.entries(node.properties ?? {})) {
      if (isAmount(s)) keys.add(name);
      if (isAmount(s?.additionalProperties)) maps.add(name);
    }
    Object.values(node).forEach(walk);
  };
  walk(doc);
  return { keys, maps };
}

/**
 * Each number of a JSON text as written, with the key it sits under and the
 * key of its container: `[{ key, parent, raw }]`. Read from the text, so
 * `35.99999999999999` stays what the backend sent.
 */
export function numbersOf(text) {
  const out = [];
  const stack = []; // { array: boolean, key: string|null (the key this container sits under) }
  let key = null; // the last key read in the current object
  let pendingKey = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const str = text.slice(i + 1, j);
      i = j;
      let k = j + 1;
      while (/\s/.test(text[k] ?? '')) k++;
      if (text[k] === ':') pendingKey = str;
      continue;
    }
    if (c === ':') {
      key = pendingKey;
      continue;
    }
    if (c === '{' || c === '[') {
      const top = stack[stack.length - 1];
      stack.push({ array: c === '[', key: top?.array ? top.key : key, outerKey: key });
      key = null;
      continue;
    }
    if (c === '}' || c === ']') {
      key = stack.pop()?.outerKey ?? null;
      continue;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
      if (m) {
        const top = stack[stack.length - 1];
        out.push({ key: top?.array ? top.key : key, parent: top?.key ?? null, raw: m[0] });
        i += m[0].length - 1;
      }
    }
  }
  return out;
}

/** Whether a number as written has at most two decimals (an exponent form counts by its value). */
export function exactToCent(raw) {
  if (/^-?\d+(\.\d{1,2})?$/.test(raw)) return true;
  if (/[eE]/.test(raw)) {
    const cents = Number(raw) * 100;
    return Math.abs(Math.round(cents) - cents) < 1e-6;
  }
  return false;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Each string of a parsed answer that looks like an ISO 8601 time without an offset: `[{ path, value }]`. */
export function timesWithoutOffset(value, path = '') {
  if (typeof value === 'string') return ISO_TIME.test(value) && !OFFSET.test(value) ? [{ path: path || '/', value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => timesWithoutOffset(v, `${path}/${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => timesWithoutOffset(v, `${path}/${k}`));
  return [];
}

/** The envelope of docs/embed-contract.md §4: `{ message?: string, errors?: { field: string[] } }`. */
export function envelopeProblem(exchange) {
  const type = exchange.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) return `content type "${type || 'none'}" is not JSON`;
  const body = exchange.json;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not a JSON object';
  if ('message' in body && typeof body.message !== 'string') return '`message` is not a string';
  if ('errors' in body) {
    const errors = body.errors;
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return '`errors` is not an object';
    for (const [field, list] of Object.entries(errors))
      if (!Array.isArray(list) || list.some((m) => typeof m !== 'string')) return `errors.${field} is not a list of strings`;
  }
  return null;
}

/**
 * What is wrong with a payment instruction (docs/embed-contract.md §4, `PaymentInstruction`), or null:
 * `{ action: 'redirect', url }` or `{ action: 'submit', url, params: { name: value } }`, a url the
 * shop follows (https, or relative: on the page's own origin; src/domain/payment-instruction.ts) and
 * params it can post (no object or list values; schema.answer holds them to strings).
 */
export function instructionProblem(payment) {
  if (!payment || typeof payment !== 'object' || Array.isArray(payment)) return `${JSON.stringify(payment)} is not an object`;
  if (payment.action !== 'redirect' && payment.action !== 'submit')
    return `action ${JSON.stringify(payment.action)} is not redirect or submit`;
  if (typeof payment.url !== 'string' || !payment.url.trim()) return 'no url';
  if (payment.action === 'submit') {
    const params = payment.params;
    if (!params || typeof params !== 'object' || Array.isArray(params)) return 'a submit without params';
    const bad = Object.entries(params).find(([, value]) => typeof value === 'object' && value !== null);
    if (bad) return `params.${bad[0]} is an object or a list`;
  }
  // Resolved as the shop does against a page: relative URLs land on the page's origin (taken as https here).
  let target;
  try {
    target = new URL(payment.url, 'https://page.invalid/');
  } catch {
    return `url ${payment.url.slice(0, 60)} does not parse`;
  }
  return target.protocol === 'https:' ? null : `url ${payment.url.slice(0, 60)} is neither https nor on the page's origin`;
}

/** A payment instruction for a report line: `redirect to /pay?…` or `no payment (null)`. */
export const instructionText = (payment) =>
  payment === null || payment === undefined ? 'no payment (null)' : `${payment.action} to ${String(payment.url).slice(0, 60)}`;

/** Problems the money and time clauses own, taken out of the schema clause. */
const MONEY_PROBLEM = /must have at most \d+ decimals/;
const TIME_PROBLEM = /must match format "date-time"/;

/**
 * The answer-wide clauses over all exchanges.
 * @param {{ exchanges: object[], contract: object, doc: object }} input
 */
export function answerClauses({ exchanges, contract, doc }) {
  const results = [];
  const answered = exchanges.filter((e) => e.status !== 0);
  const { keys, maps } = moneyKeys(doc);
  const summary = (fails, what) => {
    const calls = [...new Set(fails.map((f) => f.exchange.action))];
    const first = fails[0];
    const more = calls.length > 1 ? ` (also ${calls.slice(1).join(', ')})` : '';
    return {
      call: calls[0],
      detail: `${first.exchange.action} ${first.exchange.status}: ${first.problem}${more}; ${brief(first.exchange, 100)}`,
      what,
    };
  };
  const add = (id, ref, fails, passDetail) => {
    if (!answered.length) results.push({ id, status: 'SKIP', call: 'all', detail: 'no answer to check', ref });
    else if (fails.length) {
      const s = summary(fails);
      results.push({ id, status: 'FAIL', call: s.call, detail: s.detail, ref });
    } else results.push({ id, status: 'PASS', call: 'all', detail: passDetail, ref });
  };

  // schema.answer
  const schemaFails = [];
  for (const e of answered) {
    const type = e.headers.get('content-type') ?? '';
    if (/json/i.test(type) && e.json === undefined) {
      schemaFails.push({ exchange: e, problem: 'the body is not JSON' });
      continue;
    }
    let problems;
    try {
      problems = contract.response(e.action, e.status, e.json ?? e.text, type || 'none');
    } catch (error) {
      problems = [String(error.message ?? error)];
    }
    problems = problems.filter((p) => !MONEY_PROBLEM.test(p) && !TIME_PROBLEM.test(p));
    if (problems.length) schemaFails.push({ exchange: e, problem: problems.slice(0, 2).join('; ') });
  }
  add(
    'schema.answer',
    'openapi.json',
    schemaFails,
    `${answered.length} answers of ${new Set(answered.map((e) => e.action)).size} calls as documented`,
  );

  // money.exact
  const moneyFails = [];
  for (const e of answered) {
    for (const n of numbersOf(e.text)) {
      const money = keys.has(n.key) || maps.has(n.parent) || maps.has(n.key);
      if (money && !exactToCent(n.raw)) {
        moneyFails.push({ exchange: e, problem: `${n.key} ${n.raw} has more than 2 decimals` });
        break;
      }
    }
  }
  add('money.exact', 'contract §4', moneyFails, 'every amount exact to the cent, as written in the JSON');

  // time.offset
  const timeFails = [];
  for (const e of answered) {
    const bad = e.json === undefined ? [] : timesWithoutOffset(e.json);
    if (bad.length) timeFails.push({ exchange: e, problem: `${bad[0].path} "${bad[0].value}" has no offset` });
  }
  add('time.offset', 'contract §4', timeFails, 'every time carries an offset or Z');

  // envelope.refusal-json
  const refusals = answered.filter((e) => e.status < 200 || e.status >= 300);
  const envelopeFails = refusals.map((e) => ({ exchange: e, problem: envelopeProblem(e) })).filter((f) => f.problem);
  if (!refusals.length)
    results.push({ id: 'envelope.refusal-json', status: 'SKIP', call: 'all', detail: 'no refusal seen in this run', ref: 'contract §4' });
  else add('envelope.refusal-json', 'contract §4', envelopeFails, `${refusals.length} refusals, each a JSON { message?, errors? }`);

  // busy.retry-after
  const busy = answered.filter((e) => e.status === 429 || e.status === 503);
  if (!busy.length)
    results.push({ id: 'busy.retry-after', status: 'SKIP', call: 'all', detail: 'no 429 or 503 during the run', ref: 'contract §6' });
  else {
    const missing = busy.filter((e) => !e.headers.get('retry-after'));
    results.push(
      missing.length
        ? {
            id: 'busy.retry-after',
            status: 'WARN',
            call: missing[0].action,
            detail: `${missing.length} of ${busy.length} busy answers without Retry-After (first: ${missing[0].action} ${missing[0].status})`,
            ref: 'contract §6',
          }
        : {
            id: 'busy.retry-after',
            status: 'PASS',
            call: busy[0].action,
            detail: `${busy.length} busy answers, each with Retry-After`,
            ref: 'contract §6',
          },
    );
  }

  // transport: calls that got no answer at all
  const dead = exchanges.filter((e) => e.status === 0);
  if (dead.length)
    results.push({
      id: 'transport.answer',
      status: 'FAIL',
      call: dead[0].action,
      detail: `${dead.length} calls got no answer: ${dead[0].error}`,
      ref: 'contract §4',
    });
  return results;
}
