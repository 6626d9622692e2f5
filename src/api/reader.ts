/**
 * The reader engine of the one adapter every API answer passes through before a store sees it
 * (server shapes stop at api/; the entities it reads are api/adapt.ts's catalogue). Host
 * backends we did not write send what the contract allows and more: numbers as strings, `null` or missing
 * lists, ids of either type, `1`/`0` for booleans. Each entity's fields are read
 * by their kind, so screens and stores never test for `null` lists:
 * - `m` money: a number or numeric string in major units, read exactly into integer minor units
 *   of the shop's currency (`At.unit`: "36.50" is 3650 in euro, "3650" is 3650 in yen); anything else is 0;
 * - `m?` money that may be absent: the same, or null;
 * - `s` text ('' when absent), `s?` text or null (a number becomes its text);
 * - `n?` a whole count or null (null means "no limit" in the spec); `n` 0 when absent;
 * - `b` a flag: true, 1, "1", "true" are true;
 * - `id` a number or a string (an id of another type becomes null);
 * - a shape: a nested object (an empty one when absent), `['?', shape]` one that may be null;
 * - `[shape]`: a list of them; missing or null is `[]`, entries that are not
 *   objects are dropped and reported once per call and place;
 * - `M` a map of money (tax per rate);
 * - `t` a time (the contract's `DateTime`): an `Instant`, its `ms` NaN when the text is no time;
 *   `t?` the same, or null when absent or empty (`NullableDateTime`: a bound that is not there).
 *   Its zone is the one it is shown in (docs/spec.md §9): the event's (`timezone`) for the times of
 *   a shop item or ticket and of what is in it, or of a cart line by its product's; else the config's (`At.zone`).
 * Each named field gets its model's name (`camel`: `payment_status` is `paymentStatus`); fields not
 * named are left behind, so no server name goes past api/. Unknown statuses stay their raw text.
 *
 * A shape is also its entity's types, so each field is declared once, in its shape:
 * `Sent<typeof shape>` is what a server sends of it by the contract's names, as far as the shop reads
 * it (api/wire.ts, for the demo backend and tests), and `Model<typeof shape>` the shop's model of it
 * by the `Camel` names (api/types.ts, for everything above api/).
 * Where the contract says more than the kind, the shape says it with a type-only marker
 * (`Narrow`, `Opt`): not a byte in the bundle.
 */
/** A record id: a number or a string; the shop only compares it and sends it back. */
export type Id = number | string;

type Kind = 'm' | 'm?' | 's' | 's?' | 'n' | 'n?' | 'b' | 'id' | 'M' | 't' | 't?';
type Field = Kind | Shape | [Shape] | ['?', Shape] | readonly [Shape] | readonly ['?', Shape];
export interface Shape {
  readonly [key: string]: Field;
}

/** An amount in integer minor units of the shop's currency: 3650 for €36.50 (a server sends 36.5). */
export type Minor = number;

/**
 * A time as the shop holds it: the instant (`ms` since the epoch; NaN when the text sent is no time),
 * the IANA zone it is shown in (see `t` above), and its text as sent (shown as it came when it is no
 * time; the `datetime` of a `<time>`).
 */
export interface Instant {
  ms: number;
  zone: string;
  text: string;
}

/** What each kind reads as (the list above). */
interface Kinds {
  m: Minor;
  'm?': Minor | null;
  s: string;
  's?': string | null;
  n: number;
  'n?': number | null;
  b: boolean;
  id: Id | null;
  M: Record<string, Minor>;
  t: Instant;
  't?': Instant | null;
}
/** What a server sends of each kind, where that is not what it reads as: a time is its text. */
interface Wire extends Omit<Kinds, 't' | 't?'> {
  t: string;
  't?': string | null;
}

declare const narrowed: unique symbol;
declare const instead: unique symbol;
/**
 * A field the contract promises more of than its kind checks: `'s' as Narrow<'s', 'tickets' | 'merchandise'>`
 * is read as `'s'` and typed as the union. The reader does not check the promise (an unknown value
 * stays its raw text, an id of the wrong type null).
 */
export type Narrow<F extends Field, T extends Of<F, false>> = F & { readonly [narrowed]: T };
/**
 * A field the contract lets a server send `X` for instead: `undefined`, leave it out (not
 * `required`), and/or `null` (a list it may send as null). The reader reads it by its kind all the
 * same, so this only widens `Sent`: `'b' as Opt<'b'>`, `[entry] as Opt<[typeof entry], null>`.
 */
export type Opt<F extends Field, X extends null | undefined = undefined> = F & { readonly [instead]: X };

/** The keys of shape `S` a server may leave out. */
type Left<S> = { [K in keyof S]: S[K] extends { readonly [instead]: infer X } ? (undefined extends X ? K : never) : never }[keyof S];
/** What a server may send instead of field `F` (`Opt`), when `Sending`. */
type Instead<F, Sending> = Sending extends true ? (F extends { readonly [instead]: infer X } ? X : never) : never;
/** A field's name in the shop's models: `payment_status` is `paymentStatus`, `shop_image_2` `shopImage2` (`camel`). */
export type Camel<K> = K extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : K;
/** A key as the server sends it, or (`Model`) as the reader names it. */
type Key<K, Named> = Named extends true ? Camel<K> : K;
type Of<F, Sending, Named = false> = F extends { readonly [narrowed]: infer T }
  ? T
  : F extends Kind
    ? { [K in Kind]: F extends K ? (Named extends true ? Kinds : Wire)[K] : never }[Kind]
    : F extends readonly ['?', infer S]
      ? Of<S, Sending, Named> | null
      : F extends readonly [infer S]
        ? Of<S, Sending, Named>[]
        : Sending extends true
          ? [Left<F>] extends [never]
            ? { -readonly [K in keyof F as Key<K, Named>]: Of<F[K], Sending, Named> | Instead<F[K], Sending> }
            : { -readonly [K in Exclude<keyof F, Left<F>> as Key<K, Named>]: Of<F[K], Sending, Named> | Instead<F[K], Sending> } & {
                -readonly [K in Left<F> as Key<K, Named>]?: Of<F[K], Sending, Named> | Instead<F[K], Sending>;
              }
          : { -readonly [K in keyof F as Key<K, Named>]: Of<F[K], Sending, Named> };
/** What the reader makes of a shape: each field by its kind (the list above) and its `Camel` name, none left out, no list null. */
export type Infer<S extends Shape> = Of<S, false, true>;
/** What a server may send of a shape, as far as the shop reads it, by the contract's names: `Opt` says what it may leave out. */
export type Sent<S extends Shape> = Of<S, true>;
/**
 * The shop's model of a shape (api/types.ts): what the reader makes of it, by the `Camel` names, and
 * typed as leniently as `Sent` (a field `Opt` lets a server leave out may be absent), which is what
 * the shop's code was written against.
 */
export type Model<S extends Shape> = Of<S, true, true>;

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

/**
 * A request's fields by the contract's names, the reverse of `camel`: `cartProductId` goes as
 * `cart_product_id`. One level: the values go as they are (an address's lines keep the config's keys).
 */
export const wire = (fields: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));

/** One field read by its kind (see above). */
export function field(kind: Field, value: unknown, at: At, where: string): unknown {
  if (typeof kind !== 'string') {
    if (Array.isArray(kind)) {
      if (kind[0] === '?') return isRecord(value) ? shape(kind[1] as Shape, value, at, where) : null;
      if (!Array.isArray(value)) return [];
      const kept = value.filter(isRecord);
      if (kept.length < value.length) dropped(at.call, where, value.length - kept.length);
      return kept.map((entry) => shape(kind[0] as Shape, entry, at, where));
    }
    return shape(kind as Shape, isRecord(value) ? value : {}, at, where);
  }
  const n = num(value);
  switch (kind) {
    case 'm':
    case 'm?':
    case 'n':
    case 'n?':
      // Money in exact minor units (toPrecision(12) drops binary noise: 10.1 * 100 is 1010.0000000000001),
      // a count whole; when unreadable, 0 or (`?`) null.
      return Number.isFinite(n)
        ? kind[0] === 'n'
          ? Math.trunc(n)
          : Math.round(Number((n * at.unit).toPrecision(12)))
        : kind[1]
          ? null
          : 0;
    case 'b':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'id':
      return typeof value === 'string' || Number.isFinite(value) ? value : null;
    case 'M':
      return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, field('m', v, at, where)])) : {};
    default: {
      const text = typeof value === 'string' ? value : Number.isFinite(value) ? String(value) : null;
      if (kind[0] === 't') return text || kind === 't' ? { ms: Date.parse(text ?? ''), zone: at.zone, text: text ?? '' } : null;
      return kind === 's' ? (text ?? '') : text;
    }
  }
}

/** A contract name as the shop's models name it (`Camel`): `payment_status` is `paymentStatus`. */
export const camel = (key: string): string => key.replace(/_(.)/g, (_, c: string) => c.toUpperCase());

/**
 * An object read by its shape into the shop's model: each named field by its kind, under its `camel`
 * name; fields the shape does not name are left behind (no server name reaches a store). A shape that
 * names none (`{}`: a config, a payment instruction, an address) is the object as sent.
 */
function shape(spec: Shape, value: Record<string, unknown>, at: At, where: string): Record<string, unknown> {
  // The event's zone for the times of a shop item or ticket, and of a cart line (by its product's).
  const zone = value.timezone || (isRecord(value.product) && value.product.timezone);
  if (zone && typeof zone === 'string') at = { ...at, zone };
  let out: Record<string, unknown> | undefined;
  for (const key in spec) (out ??= {})[camel(key)] = field(spec[key], value[key], at, `${where}.${key}`);
  return out ?? { ...value };
}

/** A 2xx answer that lacks the field its call promises: the call failed (an `ApiError` of kind `parse`). */
export class MissingField extends Error {}

/** The object at `key` read by `spec`; an answer without it (or an order or cart without its code) is a `MissingField`. */
export function required<S extends Shape>(body: Record<string, unknown>, key: string, spec: S, at: At): Infer<S> {
  const value = body[key];
  if (!isRecord(value)) throw new MissingField(`The answer to ${at.call} has no ${key}.`);
  const out = shape(spec, value, at, key);
  // An order or cart is found again by its code: one without is no answer.
  if (!out.code && (key === 'order' || key === 'cart')) throw new MissingField(`The answer to ${at.call} has no ${key} code.`);
  return out as Infer<S>;
}

/** The object at `key` read by `spec`, or null when the answer has none. */
export const optional = <S extends Shape>(body: Record<string, unknown>, key: string, spec: S, at: At) =>
  (isRecord(body[key]) ? shape(spec, body[key] as Record<string, unknown>, at, key) : null) as Infer<S> | null;

/**
 * What a reading needs to know besides the answer: its call (`/get-data`, for the console), how many
 * minor units make one of the currency its amounts are in (`unit`: 100 for euro, 1 for yen, 1000 for
 * dinar), and the zone its times are shown in unless an event's (`zone`: the config's `timezone`).
 */
export interface At {
  call: string;
  unit: number;
  zone: string;
}

/** Reads one call's answer into what its store expects. */
export type Reader<T> = (body: Record<string, unknown>, at: At) => T;
