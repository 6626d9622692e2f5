import type { CartProduct, Id, ShopItem } from '../api/types';
import type { TextKey } from '../i18n/texts';
import { isValidEmail } from './email';

/** What the personalise step asks of a ticket holder (spec 5). */
export interface HolderValues {
  full_name: string;
  email: string;
  age: string;
  country: string;
  transport_time_id: string;
}

export type HolderField = keyof HolderValues;

export interface PersonaliseProblem {
  field: HolderField;
  key: TextKey;
  vars?: Record<string, string>;
}

export interface PersonaliseContext {
  product: ShopItem;
  /** The event's `ageRangeActive` (config eventSettings). */
  ageRangeActive: boolean;
  /** The cart's products, for the duplicate check. */
  cartProducts: readonly CartProduct[];
  /** The cart product being edited: it is not its own duplicate. */
  editingId?: Id | null;
}

/** Age is asked only for ticket-type products whose event has age ranges active. */
export const asksAge = (product: ShopItem, ageRangeActive: boolean): boolean => product.type === 'ticket' && ageRangeActive;

/** A travel time is asked only for transport with selectable times and a non-empty list. */
export const asksTravelTime = (product: ShopItem): boolean =>
  product.type === 'transport' && product.travel_time_type === 'selectable' && (product.travel_times?.length ?? 0) > 0;

const sameName = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The seven checks of spec 5, in the spec's order; the first that fails is
 * returned (null when the holder may be saved).
 */
export function validateHolder(values: HolderValues, { product, ageRangeActive, cartProducts, editingId = null }: PersonaliseContext): PersonaliseProblem | null {
  const name = values.full_name.trim();
  const email = values.email.trim();
  if (!name) return { field: 'full_name', key: 'personalise.fullNameRequired' };
  if (!email) return { field: 'email', key: 'personalise.emailRequired' };
  if (!isValidEmail(email)) return { field: 'email', key: 'personalise.emailInvalid' };
  if (asksAge(product, ageRangeActive) && !values.age) return { field: 'age', key: 'personalise.ageRequired' };
  if (!values.country) return { field: 'country', key: 'personalise.countryRequired' };
  if (asksTravelTime(product) && !values.transport_time_id) return { field: 'transport_time_id', key: 'personalise.travelTimeRequired' };
  const duplicate = cartProducts.some(
    (line) =>
      (editingId === null || String(line.id) !== String(editingId)) &&
      String(line.product.id) === String(product.id) &&
      sameName(line.full_name, name),
  );
  if (duplicate) return { field: 'full_name', key: 'personalise.duplicate', vars: { product: product.name, name } };
  return null;
}
