import { defaultLocale, mixed, ValidationError, type AnyObject, type ObjectSchema, type TestContext } from 'yup';
import type { TextKey } from '../i18n/texts';
import { isValidEmail } from './email';

/**
 * Form rules are yup schemas (one schema per form) whose messages
 * are text keys. The spec checks each form's rules in an order and shows the
 * first failure only, so the rules are run field by field in the schema's key
 * order, each field's tests in the order they were added.
 */
export interface RuleFailure<F extends string = string> {
  field: F;
  message: TextKey;
  vars?: Record<string, string | number>;
}

export interface FirstFailureOptions<F extends string> {
  /** Passed to the tests as `this.options.context` (the cart, the config, …). */
  context?: AnyObject;
  /** A rule checked under its own key but shown on another field (the personalise duplicate check). */
  fieldOf?: Partial<Record<string, F>>;
}

/**
 * A form's schema, built when a form first asks for it rather than when the script loads:
 * yup builds every field's schema object by object, and a page shows one or two forms of
 * the shop's fifteen.
 */
export type FormSchema = () => ObjectSchema<AnyObject>;

export const formSchema = (build: FormSchema): FormSchema => {
  let schema: ObjectSchema<AnyObject> | undefined;
  return () => (schema ??= build());
};

/** The first failing rule of `form`'s schema for `values`, or null when they pass. */
export function firstFailure<F extends string>(
  form: FormSchema,
  values: object,
  { context, fieldOf = {} }: FirstFailureOptions<F> = {},
): RuleFailure<F> | null {
  const schema = form();
  for (const key of Object.keys(schema.fields)) {
    try {
      schema.validateSyncAt(key, values, { context, abortEarly: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const vars = (error.params as { vars?: Record<string, string | number> } | undefined)?.vars;
      return { field: fieldOf[key] ?? (key as F), message: error.message as TextKey, ...(vars ? { vars } : {}) };
    }
  }
  return null;
}

/** A failure of a yup test with a text key and its placeholders' values. */
export const failWith = (context: TestContext, message: TextKey, vars?: Record<string, string | number>): ValidationError =>
  context.createError({ message, params: { vars } });

/**
 * A field checked by its own tests alone: every value reaches them, null
 * included (yup's `mixed()` refuses null before any test, in words of its own).
 */
export const anyValue = <T extends NonNullable<unknown> = NonNullable<unknown>>() => mixed<T>().nullable();

/**
 * What yup's string() makes of a value: a number or a flag becomes its text;
 * text, lists, plain objects and what has no toString stay as they are.
 */
function castText(value: unknown): unknown {
  const toText = (value as { toString?: () => unknown } | null | undefined)?.toString;
  if (typeof value === 'string' || Array.isArray(value) || !toText) return value;
  const text = toText.call(value);
  return text === '[object Object]' ? value : text;
}

/**
 * A text field, read and refused exactly as yup's string() reads and refuses
 * one (what is not text fails in yup's words, unless the schema's typeError
 * says otherwise). On mixed(): the forms and the config need no more of
 * string(), and its class, with its email, URL and UUID patterns, stays out
 * of the bundle.
 */
export const text = () => mixed<string>({ type: 'string', check: (v): v is string => typeof v === 'string' }).transform(castText);

/** A text that is given and not empty, as yup's string().required(message), in the same words. */
export const filled = (message?: string) =>
  text()
    .required(message)
    .test({ name: 'required', message: message ?? defaultLocale.mixed?.required, skipAbsent: true, test: (value) => value.length > 0 });

/** A text that must not be empty or spaces only. */
export const requiredText = (message: TextKey) =>
  filled(message).transform((value: string | null | undefined) => (value === null || value === undefined ? value : value.trim()));

/** A text that must hold the spec's email pattern (docs/spec.md §5). */
export const emailText = (required: TextKey, invalid: TextKey) =>
  requiredText(required).test('email', invalid, (value) => isValidEmail(value));
