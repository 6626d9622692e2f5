/**
 * The reader engine of the one adapter every API answer passes through before a store sees it
 * (server shapes stop at api/; the entities it reads are api/adapt.ts's catalogue). Host
 * backends we did not write send what the contract allows and more: numbers as strings, `null` or missing
 * lists, ids of either type, `1`/`0` for booleans. Each entity's fields are read
 * by their kind, so screens and stores never test for `null` lists:
 * - `m` money: a number or numeric string, read exactly; anything else is 0;
 * - `m?` money that may be absent: the same, or null;
 * - `s` text ('' when absent), `s?` text or null (a number becomes its text);
 * - `n?` a whole count or null (null means "no limit" in the spec); `n` 0 when absent;
 * - `b` a flag: true, 1, "1", "true" are true;
 * - `id` a number or a string (an id of another type becomes null);
 * - a shape: a nested object (an empty one when absent), `['?', shape]` one that may be null;
 * - `[shape]`: a list of them; missing or null is `[]`, entries that are not
 *   objects are dropped and reported once per call and place;
 * - `M` a map of money (tax per rate).
 * Fields not named pass through as sent (the backend's `data.config` is
 * checked by the config layer). Unknown statuses stay their raw text.
 */
type Kind = 'm' | 'm?' | 's' | 's?' | 'n' | 'n?' | 'b' | 'id' | 'M';
type Field = Kind | Shape | [Shape] | ['?', Shape];
export interface Shape {
  [key: string]: Field;
}

/** A JSON object (not null, not a list): the one test of it in api/. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number or a numeric string ("36", " 36.50 ", "-1e2"), else NaN. */
const num = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

const warned = new Set<string>();

/** Where an answer's entries were dropped: logged once per call and place, not once per answer. */
function dropped(call: string, where: string, count: number): void {
  const key = `${call} ${where}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[event-shop] ${call}: ${count} entr${count === 1 ? 'y' : 'ies'} of ${where} dropped (not objects).`);
}

/** One field read by its kind (see above). */
export function field(kind: Field, value: unknown, call: string, where: string): unknown {
  if (typeof kind !== 'string') {
    if (Array.isArray(kind)) {
      if (kind[0] === '?') return isRecord(value) ? shape(kind[1] as Shape, value, call, where) : null;
      if (!Array.isArray(value)) return [];
      const kept = value.filter(isRecord);
      if (kept.length < value.length) dropped(call, where, value.length - kept.length);
      return kept.map((entry) => shape(kind[0] as Shape, entry, call, where));
    }
    return shape(kind, isRecord(value) ? value : {}, call, where);
  }
  const n = num(value);
  switch (kind) {
    case 'm':
      return Number.isFinite(n) ? n : 0;
    case 'm?':
      return Number.isFinite(n) ? n : null;
    case 'n':
    case 'n?':
      return Number.isFinite(n) ? Math.trunc(n) : kind === 'n' ? 0 : null;
    case 'b':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'id':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;
    case 'M':
      return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, field('m', v, call, where)])) : {};
    default: {
      const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
      return kind === 's' ? (text ?? '') : text;
    }
  }
}

/** An object read by its shape: each named field by its kind, the others as sent. */
function shape(spec: Shape, value: Record<string, unknown>, call: string, where: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (const key in spec) out[key] = field(spec[key], value[key], call, `${where}.${key}`);
  return out;
}

/** A 2xx answer that lacks the field its call promises: the call failed (an `ApiError` of kind `parse`). */
export class MissingField extends Error {}

/** The object at `key` read by `spec`; an answer without it (or an order or cart without its code) is a `MissingField`. */
export function required(body: Record<string, unknown>, key: string, spec: Shape, call: string): Record<string, unknown> {
  const value = body[key];
  if (!isRecord(value)) throw new MissingField(`The answer to ${call} has no ${key}.`);
  const out = shape(spec, value, call, key);
  // An order or cart is found again by its code: one without is no answer.
  if (!out.code && (key === 'order' || key === 'cart')) throw new MissingField(`The answer to ${call} has no ${key} code.`);
  return out;
}

/** The object at `key` read by `spec`, or null when the answer has none. */
export const optional = (body: Record<string, unknown>, key: string, spec: Shape, call: string) =>
  isRecord(body[key]) ? shape(spec, body[key] as Record<string, unknown>, call, key) : null;

/** Reads one call's answer into what its store expects. */
export type Reader<T> = (body: Record<string, unknown>, call: string) => T;
