import { mixed, object, type TestContext } from 'yup';
import type { Translate } from '../i18n/texts';
import { isValidEmail } from './email';
import { isBlank } from './messages';
import type { PlanPaymentState } from './payment-attempts';
import {
  emailChangeAllowed,
  FIELD_LABELS,
  missingTicketFields,
  ticketEdited,
  travelTimeSoldOut,
  type TicketEditContext,
  type TicketEditField,
  type TicketEditValues,
  type TravelTimeOption,
} from './ticket-rules';
import { anyValue, failWith, formSchema } from './validation';

/**
 * The portal's forms as yup schemas (one schema per form, its rules in the
 * spec's order), each shown by a ShopForm through `firstFailure`.
 */

export interface TicketEditSchemaContext extends TicketEditContext {
  /** Names the missing fields in 'Please fill out the following fields: …' (docs/spec.md §5). */
  t: Translate;
}

const editContext = (test: TestContext) => test.options.context as TicketEditSchemaContext;

/**
 * A field of the form: when the form asks it and it is blank, every missing
 * field is named in one message ('Please fill out the following fields: …'),
 * shown on the first missing one (the keys are in the form's order).
 */
const asked = (field: TicketEditField) =>
  anyValue().test('filled', 'ticket.fillFields', function () {
    const ctx = editContext(this);
    const missing = missingTicketFields(this.parent as TicketEditValues, ctx);
    if (!missing.includes(field)) return true;
    return failWith(this, 'ticket.fillFields', { fields: missing.map((f) => ctx.t(FIELD_LABELS[f])).join(', ') });
  });

/**
 * docs/spec.md §5 Manage ticket, in order: every required field missing, named
 * in one message; then a valid email, when the email may be changed; then
 * something changed or the ticket being reassigned, under `unchanged`, which
 * the form shows above its fields. A note alone is no change.
 */
export const ticketEditSchema = formSchema(() =>
  object({
    fullName: asked('fullName'),
    email: asked('email').test('email', 'validation.email', function (email) {
      const ctx = editContext(this);
      const values = this.parent as TicketEditValues;
      // The required fields come first: a later blank one is named before the pattern.
      if (!emailChangeAllowed(ctx.ticket) || missingTicketFields(values, ctx).length) return true;
      return isValidEmail(email as string | null | undefined);
    }),
    age: asked('age'),
    country: asked('country'),
    unchanged: anyValue().test('changed', 'ticket.changeDetails', function () {
      return ticketEdited(this.parent as TicketEditValues, editContext(this));
    }),
  }),
);

/** The travel-time modal (docs/spec.md §5): a time of the list that is not sold out. Context: `{ times }`. */
export const travelTimeSchema = formSchema(() =>
  object({
    transportTimeId: anyValue().test('time', 'travel.selectRequired', function (id) {
      const { times } = this.options.context as { times: readonly TravelTimeOption[] | null | undefined };
      const chosen = !isBlank(id) && (times ?? []).find((time) => String(time.id) === String(id));
      return !!chosen && !travelTimeSoldOut(chosen);
    }),
  }),
);

/** Order terms (docs/spec.md §5): the checkbox must be ticked to accept. */
export const orderTermsSchema = formSchema(() =>
  object({
    acceptTerms: mixed().test('accepted', 'terms.orderRequired', (value) => value === true),
  }),
);

/**
 * Make payment (docs/spec.md §5, §8), in order: a blocked instalment answers
 * with its first notice (the active refund; the page shows no button then,
 * but Enter in a form must not pay either); otherwise the terms must be
 * ticked ('Please accept the Terms and Conditions.'). Context: `{ state }`.
 */
export const makePaymentSchema = formSchema(() =>
  object({
    acceptTerms: anyValue()
      .test('open', 'plan.activeRefund', function () {
        const { state } = this.options.context as { state: PlanPaymentState };
        const notice = state.notices[0];
        return !state.blocked || (notice ? failWith(this, notice.key, notice.vars) : false);
      })
      .test('accepted', 'plan.termsRequired', (value) => value === true),
  }),
);
