import { mixed, object } from 'yup';
import { sameText } from './messages';
import { emailText, failWith, filled, requiredText, text, formSchema } from './validation';

/** What the personalise step asks of a ticket holder (docs/spec.md §5). */
export interface HolderValues {
  fullName: string;
  email: string;
  age: string;
  country: string;
  transportTimeId: string;
}

export type HolderField = keyof HolderValues;

type Key = string | number;

/** What the rules read of the product being personalised. */
export interface PersonaliseProduct {
  id: Key;
  name: string;
  type: string;
  travelTimeType?: string | null;
  travelTimes?: readonly unknown[] | null;
}

/** What the duplicate check reads of a cart's ticket lines. */
export interface HeldTicket {
  id: Key;
  product: { id: Key };
  fullName: string | null;
}

export interface PersonaliseContext {
  product: PersonaliseProduct;
  /** The event's `ageRangeActive` (config eventSettings). */
  ageRangeActive: boolean;
  /** The cart's products, for the duplicate check. */
  cartProducts: readonly HeldTicket[];
  /** The cart product being edited: it is not its own duplicate. */
  editingId?: Key | null;
}

/** Age is asked only for ticket-type products whose event has age ranges active. */
export const asksAge = (product: Pick<PersonaliseProduct, 'type'>, ageRangeActive: boolean): boolean =>
  product.type === 'ticket' && ageRangeActive;

/** A travel time is asked only for transport with selectable times and a non-empty list. */
export const asksTravelTime = (product: Omit<PersonaliseProduct, 'id' | 'name'>): boolean =>
  product.type === 'transport' && product.travelTimeType === 'selectable' && (product.travelTimes?.length ?? 0) > 0;

const ctx = (options: { context?: unknown }) => options.context as PersonaliseContext;

/**
 * The seven checks of docs/spec.md §5, in the spec's order (the schema's key order). The
 * duplicate check runs last under its own key and is shown on the full name.
 */
export const holderSchema = formSchema(() =>
  object({
    fullName: requiredText('personalise.fullNameRequired'),
    email: emailText('personalise.emailRequired', 'personalise.emailInvalid'),
    age: text().test('age', 'personalise.ageRequired', function (value) {
      const { product, ageRangeActive } = ctx(this.options);
      return !asksAge(product, ageRangeActive) || !!value;
    }),
    country: filled('personalise.countryRequired'),
    transportTimeId: text().test('time', 'personalise.travelTimeRequired', function (value) {
      return !asksTravelTime(ctx(this.options).product) || !!value;
    }),
    duplicate: mixed().test('duplicate', 'personalise.duplicate', function () {
      const { product, cartProducts, editingId = null } = ctx(this.options);
      const name = String(this.parent.fullName ?? '').trim();
      const taken = cartProducts.some(
        (line) =>
          (editingId === null || String(line.id) !== String(editingId)) &&
          String(line.product.id) === String(product.id) &&
          sameText(line.fullName, name),
      );
      if (!taken) return true;
      // The spec's template says 'A <product name> ticket': a name that already
      // ends in "ticket" is not doubled, and a vowel takes 'An', so the message reads naturally.
      const shown = product.name.trim().replace(/\s+ticket$/i, '');
      return failWith(this, /^[aeiou]/i.test(shown) ? 'personalise.duplicateAn' : 'personalise.duplicate', { product: shown, name });
    }),
  }),
);
