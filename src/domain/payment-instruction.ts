import { isPlainObject } from '../i18n/text';
/**
 * Following a payment instruction safely (docs/embed-contract.md §4: "only https: or
 * same-origin URLs are followed"). The checkout, the terms acceptance and the
 * plan payment all receive `{ action: 'redirect', url }` or
 * `{ action: 'submit', url, params }` from the backend; this turns one into a
 * plan the screen carries out (navigate, or post a hidden form), or a refusal.
 * Nothing here touches the page: the caller passes the page's URL.
 */

export type RefusedReason =
  /** Not an object, an unknown action, or a missing, empty or unparsable URL. */
  | 'malformed'
  /** A scheme other than https:, or http: to another origin (javascript:, data:, …). */
  | 'unsafe-url'
  /** `submit` params that are not an object of scalar values. */
  | 'bad-params';

export type PaymentStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'submit'; url: string; fields: Array<[string, string]> }
  | { kind: 'refused'; reason: RefusedReason };

function parse(url: string, base?: string | URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * The absolute URL to follow, or why not. `https:` anywhere; any URL of the
 * page's own origin (relative URLs resolve against `pageUrl`, e.g.
 * `location.href`). The browser's own parser decides the scheme, so
 * `" JaVa\tScript:…"` is read as the `javascript:` it is.
 */
export function safeUrl(url: unknown, pageUrl: string): { ok: true; url: string } | { ok: false; reason: RefusedReason } {
  if (typeof url !== 'string' || url.trim() === '') return { ok: false, reason: 'malformed' };
  const page = parse(pageUrl);
  const target = page ? parse(url, page) : parse(url);
  if (!target) return { ok: false, reason: 'malformed' };
  if (target.protocol === 'https:') return { ok: true, url: target.href };
  // Same origin only for web URLs: javascript:, data: and file: pages all have the origin "null".
  const web = target.protocol === 'http:';
  if (web && page && (page.protocol === 'http:' || page.protocol === 'https:') && target.origin === page.origin)
    return { ok: true, url: target.href };
  return { ok: false, reason: 'unsafe-url' };
}

/**
 * `submit` params as form fields, in their order: any JSON scalar posts its
 * text (an `amount` of 36 posts `amount=36`, `null` an empty field); null when
 * a value is an object or a list, which has no form encoding.
 */
function formFields(params: unknown): Array<[string, string]> | null {
  if (!isPlainObject(params)) return null;
  const fields: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'object' && value !== null) return null;
    fields.push([name, value === null ? '' : String(value)]);
  }
  return fields;
}

/** What to do with a backend payment instruction (docs/embed-contract.md §4). */
export function paymentStep(instruction: unknown, pageUrl: string): PaymentStep {
  if (!isPlainObject(instruction) || (instruction.action !== 'redirect' && instruction.action !== 'submit'))
    return { kind: 'refused', reason: 'malformed' };
  const target = safeUrl(instruction.url, pageUrl);
  if (!target.ok) return { kind: 'refused', reason: target.reason };
  if (instruction.action === 'redirect') return { kind: 'redirect', url: target.url };
  const fields = formFields(instruction.params);
  return fields ? { kind: 'submit', url: target.url, fields } : { kind: 'refused', reason: 'bad-params' };
}
