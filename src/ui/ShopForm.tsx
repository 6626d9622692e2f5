import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { createForm, FORM_ERROR, setIn, type SubmissionErrors, type ValidationErrors } from 'final-form';
import type { AnyObject } from 'yup';
import { firstFailure, type FormSchema } from '../domain/validation';
import { Button } from './Button';
import { useUiEnv } from './env';
import { FormError } from './FormError';

export interface ShopFormProps<V extends object> {
  /** The form's rules (one yup schema beside the form); its first failure is shown on its field. */
  schema: FormSchema;
  /** What the schema's tests read besides the values (the cart, the config). */
  context?: AnyObject;
  /** A rule checked under its own key but shown on another field. */
  fieldOf?: Record<string, string>;
  /**
   * Send the change. Return its promise: final-form ignores a second submit
   * until it settles (a double click never sends twice) and keeps every value.
   * Resolve to submission errors (feedback/feedback `submission`) to show a
   * failure inside this form.
   */
  onSubmit: (values: V) => Promise<SubmissionErrors | void> | void;
  initialValues?: Partial<V>;
  /** The submit button's words; a function of the values when they depend on them (checkout's 'Pay €245.50'). */
  submitLabel: string | ((values: V) => string);
  /** A form beside the view's main action (checkout's voucher) submits with a secondary button. */
  submitVariant?: 'secondary';
  /** The shared form error (docs/spec.md §8), shown above the fields. */
  error?: string | null;
  children: ReactNode;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
  /** An accessible name for the form, when the page has several. */
  label?: string;
  /**
   * Where the form and its buttons go, e.g. a modal's body and footer; with the
   * values when the form follows them (a function `submitLabel` or a `submitDisabled`).
   */
  frame?: (form: ReactNode, buttons: ReactNode, values: V) => ReactNode;
  /** Disable the submit button for these values (checkout's rules, docs/spec.md §5). */
  submitDisabled?: (values: V) => boolean;
}

const inline = (form: ReactNode, buttons: ReactNode) => (
  <>
    {form}
    <div className="es-actions">{buttons}</div>
  </>
);

/**
 * A react-final-form form with the shop's habits: the browser's own bubbles off
 * (our messages are the spec's), the first failing rule of the schema shown on
 * its field and focused, the submit button busy while the request runs.
 */
export function ShopForm<V extends object>({
  schema,
  context,
  fieldOf,
  onSubmit,
  initialValues,
  submitLabel,
  error,
  children,
  actions,
  label,
  frame = inline,
  submitDisabled,
  submitVariant,
}: ShopFormProps<V>) {
  const { t } = useUiEnv();
  const ref = useRef<HTMLFormElement>(null);
  // The submit button names its form: it may stand outside it (a modal's footer).
  const id = useId();
  // Busy and the submit's error as our own state, not react-final-form's: under
  // preact its subscriber compares with a copy of the state refreshed in an
  // effect, so a submit answered within a frame can leave `submitting` true for
  // good (a Login button stuck busy after a quick 422) or hide a repeated error.
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const send = async (values: V) => {
    setBusy(true);
    setSubmitError(null);
    try {
      const errors = await onSubmit(values);
      const message = errors?.[FORM_ERROR];
      setSubmitError(typeof message === 'string' ? message : null);
      return errors;
    } finally {
      setBusy(false);
    }
  };
  const validate = (values: V): ValidationErrors => {
    const failure = firstFailure(schema, values, { context, fieldOf });
    return failure ? (setIn({}, failure.field, t(failure.message, failure.vars)) as ValidationErrors) : {};
  };
  // react-final-form registers a field in an effect, which preact runs after the paint, and a field
  // registering sets the form's value to its initial one: what was typed or autofilled in between
  // (a busy phone, a quick shopper) would be lost. The form starts with every initial value's field
  // registered, until the fields' own effects (run before this form's) have registered them.
  const [form] = useState(() => {
    const api = createForm<V>({ onSubmit: send, validate, initialValues });
    const held: (() => void)[] = [];
    const hold = (values: object, prefix: string) => {
      for (const [key, value] of Object.entries(values)) {
        held.push(api.registerField((prefix + key) as keyof V, () => {}, {}));
        if (value && value.constructor === Object) hold(value as object, `${prefix}${key}.`);
      }
    };
    hold(initialValues ?? {}, '');
    return { api, release: () => held.forEach((unregister) => unregister()) };
  });
  useEffect(() => form.release(), [form]);
  return (
    <Form<V>
      form={form.api}
      onSubmit={send}
      validate={validate}
      initialValues={initialValues}
      subscription={{ values: !!submitDisabled || typeof submitLabel === 'function' }}
      render={({ handleSubmit, form, values }) =>
        frame(
          <form
            id={id}
            ref={ref}
            className="es-form"
            noValidate
            aria-label={label}
            onSubmit={(event) => {
              const done = handleSubmit(event);
              const state = form.getState();
              if (!state.submitting && state.hasValidationErrors) {
                const failed = firstFailure(schema, state.values, { context, fieldOf });
                // The field itself, or the first of a group (`shippingAddress.city`).
                if (failed) ref.current?.querySelector<HTMLElement>(`[name="${failed.field}"], [name^="${failed.field}."]`)?.focus();
              }
              return done;
            }}
          >
            <FormError message={submitError || error} />
            {children}
          </form>,
          <>
            <Button type="submit" variant={submitVariant} form={id} busy={busy} disabled={submitDisabled?.(values)}>
              {typeof submitLabel === 'function' ? submitLabel(values) : submitLabel}
            </Button>
            {actions}
          </>,
          values,
        )
      }
    />
  );
}
