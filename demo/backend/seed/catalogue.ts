import type { ShopItem } from '../../../src/api/wire';
import { DAY, iso } from '../money';

/** Shared parts of the demo catalogue (seed/products.ts, seed/merchandise.ts). */

export const img = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500"><rect width="500" height="500" fill="hsl(${hue},55%,42%)"/><circle cx="390" cy="110" r="70" fill="hsl(${hue},70%,65%)"/><text x="40" y="440" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff">${label}</text></svg>`,
  )}`;

/** What most catalogue items share; refund windows and name-change deadlines run from the backend's clock. */
export const base = (now: number) =>
  ({
    force_view: false,
    is_featured: false,
    in_stock: true,
    stock_level: null,
    has_payment_plan: false,
    payment_plan: null,
    limit_per_order: 0,
    is_refundable: true,
    allow_refund_requests_from: null,
    allow_refund_requests_until: iso(now + 120 * DAY),
    allow_name_changes: true,
    allow_name_changes_until: iso(now + 150 * DAY),
    name_change_limit: 0,
    allow_email_changes: true,
    travel_time_type: null,
    travel_time: null,
    travel_times: null,
    allow_travel_time_changes_until: null,
    shop_image_2: null,
    shop_image_3: null,
    shop_image_4: null,
  }) satisfies Partial<ShopItem>;
