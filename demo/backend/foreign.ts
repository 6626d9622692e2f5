import { cents } from './money';

/**
 * Foreign mode (README "Foreign mode"): the demo backend answers the way real
 * host backends do rather than exactly as the shop's own types say, so that
 * the shop is tried against answers it was not written beside. Everything here
 * is deterministic: the same answer is always rewritten the same way.
 */

/** Amounts sent as strings with two decimals ("36.00"), as PHP sends DECIMAL columns. */
export const MONEY_AS_STRING = new Set([
  'price',
  'total',
  'total_price',
  'total_paid',
  'amount',
  'discount_amount',
  'refund_total',
  'shipping_refund',
  'shipping_amount',
  'shipping_refunded',
  'items_total_without_tax',
]);

/** Amounts left as JSON numbers (worked-out sums), so both forms arrive side by side. */
export const MONEY_AS_NUMBER = new Set(['fee', 'refund_fee', 'paid_amount', 'total_refunded', 'tax']);

/** Ids whose JSON type is swapped: a number goes as a string, a string of digits as a number. */
export const ID_KEYS = new Set(['id', 'event_id', 'transport_time_id', 'order_id', 'refund_id']);

/**
 * Flags sent as 1/0, as a MySQL TINYINT column comes out of an uncast model.
 * Flags worked out per answer (`can_refund`, `recently_edited`, `due`, a
 * ticket's `allow_*`, …) stay true booleans, as a model's computed attributes do.
 */
export const FLAG_KEYS = new Set(['in_stock', 'is_featured', 'has_payment_plan', 'accepted_ts_and_cs', 'has_invoice', 'pending']);

/** `data.config` flags sent as 1/0 (the shop's config schema reads 1/0, "1"/"0" and "true"/"false"). */
export const CONFIG_FLAG_KEYS = new Set(['shopActive', 'merchandiseActive']);

/**
 * Keys left out when null. Only keys that the shop's types make optional (src/api/wire.ts,
 * from the shapes of src/api/adapt.ts: `Opt`) wherever they occur: `travel_time` or `email`, optional on an invoice line but
 * `string | null` on a ticket, keep their null (a node test holds this to types.ts).
 */
export const OPTIONAL_KEYS = new Set([
  'config',
  'shop_image',
  'shop_image_2',
  'shop_image_3',
  'shop_image_4',
  'shop_description',
  'limit_per_order',
  'allow_refund_requests_from',
  'allow_refund_requests_until',
  'allow_name_changes_until',
  'name_change_limit',
  'travel_time_type',
  'allow_travel_time_changes_until',
  'event',
  'product_type',
  'payment_instruction',
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const moneyText = (value: unknown): unknown => (typeof value === 'number' ? (cents(value) / 100).toFixed(2) : value);

const swapId = (value: unknown): unknown =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

const configFlags = (config: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(config).map(([k, v]) => [k, CONFIG_FLAG_KEYS.has(k) && typeof v === 'boolean' ? Number(v) : v]));

function rewrite(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.length ? value.map((item) => rewrite(item, '')) : null;
  if (MONEY_AS_STRING.has(key))
    return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moneyText(v)])) : moneyText(value);
  if (ID_KEYS.has(key)) return swapId(value);
  if (FLAG_KEYS.has(key) && typeof value === 'boolean') return Number(value);
  if (!isRecord(value)) return value;
  // The host's own settings: only its flags change, its lists and texts are the page config's kind.
  if (key === 'config') return configFlags(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!(v === null && OPTIONAL_KEYS.has(k))) out[k] = rewrite(v, k);
  return out;
}

/** A successful JSON answer as a foreign backend would send it; `body` itself is left untouched. */
export const foreignReply = (body: unknown): unknown => rewrite(body, '');

export interface ForeignOptions {
  /** Every call waits this long, ms (default 400: a host far away). */
  latencyMs?: number;
  /** Named actions wait this long instead, ms (a slow payment provider behind `checkout-cart`). */
  slow?: Record<string, number>;
  /** Named actions answer their first call with a proxy's 502 HTML page, then normally. */
  badGateway?: string[];
}

export const FOREIGN_LATENCY_MS = 400;
export const SLOW_MS = 5000;

/**
 * Foreign mode from the demo page's query: `backend=foreign`, optionally
 * `latency=ms`, `slow=action[:ms],…` and `bad-gateway=action,…`; null without
 * `backend=foreign`.
 */
export function foreignFromQuery(query: URLSearchParams): ForeignOptions | null {
  if (query.get('backend') !== 'foreign') return null;
  const latency = Number(query.get('latency'));
  const slow = Object.fromEntries(
    queryList(query, 'slow').map((entry) => {
      const [name, ms] = entry.split(':');
      return [name, ms && Number.isFinite(Number(ms)) ? Number(ms) : SLOW_MS];
    }),
  );
  return {
    ...(query.has('latency') && Number.isFinite(latency) ? { latencyMs: latency } : {}),
    slow,
    badGateway: queryList(query, 'bad-gateway'),
  };
}

/** A comma-separated query parameter (`slow=a,b`) as a list, empty when absent. */
export const queryList = (query: URLSearchParams, name: string): string[] =>
  (query.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The 502 page a reverse proxy shows when the application behind it is down. */
export const BAD_GATEWAY_HTML =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
