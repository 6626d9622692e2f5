import { mixed, object } from 'yup';
import type { Translate } from '../i18n/texts';
import { labelText } from './messages';
import { validateMakePayment, type PlanPaymentState } from './payment-attempts';
import {
  validateTicketEdit,
  validateTravelTime,
  type TicketEditContext,
  type TicketEditValues,
  type TravelTimeOption,
} from './ticket-rules';
import { failWith } from './validation';

/**
 * The portal's forms as yup schemas (one schema per form), each
 * shown by a ShopForm through `firstFailure`: the rules themselves live in
 * ticket-rules and payment-attempts; these place each failure on its field.
 */

export interface TicketEditSchemaContext extends TicketEditContext {
  /** Names the missing fields in 'Please fill out the following fields: …' (docs/spec.md §5). */
  t: Translate;
}

/**
 * The rule of docs/spec.md §5 Manage ticket that fails first (validateTicketEdit) fails
 * under the key of its first field: the missing fields' message on the first
 * missing one, the email pattern on the email, and 'Please change the ticket
 * details.' under `unchanged`, which the form shows above its fields.
 */
const ticketRule = (key: string) =>
  mixed().test(key, 'ticket.changeDetails', function () {
    const ctx = this.options.context as TicketEditSchemaContext;
    const failure = validateTicketEdit(this.parent as TicketEditValues, ctx);
    if (!failure || (failure.fields[0] ?? 'unchanged') !== key) return true;
    const { key: message, vars, fields } = failure.message;
    return failWith(this, message, fields ? { ...vars, fields: fields.map((f) => labelText(f, ctx.t)).join(', ') } : vars);
  });

export const ticketEditSchema = object({
  full_name: ticketRule('full_name'),
  email: ticketRule('email'),
  age: ticketRule('age'),
  country: ticketRule('country'),
  unchanged: ticketRule('unchanged'),
});

/** The travel-time modal (docs/spec.md §5): a time of the list that is not sold out. Context: `{ times }`. */
export const travelTimeSchema = object({
  transport_time_id: mixed().test('time', 'travel.selectRequired', function (value) {
    const { times } = this.options.context as { times: readonly TravelTimeOption[] };
    return validateTravelTime(value as string | null | undefined, times) === null;
  }),
});

/** Order terms (docs/spec.md §5): the checkbox must be ticked to accept. */
export const orderTermsSchema = object({
  accept_terms: mixed().test('accepted', 'terms.orderRequired', (value) => value === true),
});

/**
 * Make payment (docs/spec.md §5, §8): a blocked instalment says why (the active refund,
 * the attempts used up); otherwise the terms must be ticked. Context: `{ state }`.
 */
export const makePaymentSchema = object({
  accept_terms: mixed().test('payable', 'plan.termsRequired', function (value) {
    const { state } = this.options.context as { state: PlanPaymentState };
    const message = validateMakePayment(state, value === true);
    return message ? failWith(this, message.key, message.vars) : true;
  }),
});
