import { useRef, type ReactNode } from 'react';
import { Form, useField } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { TextKey, Translate } from '../i18n/texts';
import { Button } from './Button';
import { Field } from './Field';
import { FormError } from './FormError';

/** A field name → message map with at most the first failing rule (domain/*-rules). */
export type FieldErrors = Record<string, string>;

/** A rule's first failure (domain/auth-rules) as final-form field errors. */
export const ruleErrors = (failure: { field: string; message: TextKey } | null, t: Translate): FieldErrors =>
  failure ? { [failure.field]: t(failure.message) } : {};

export interface ShopFormProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => Promise<void> | void;
  validate?: (values: V) => FieldErrors | undefined;
  initialValues?: Partial<V>;
  submitLabel: string;
  /** The shared form error (spec 8), shown above the fields. */
  error?: string | null;
  children: ReactNode;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
  /** An accessible name for the form, when the page has several. */
  label?: string;
}

/**
 * A react-final-form form with the shop's habits: the browser's own bubbles off
 * (our messages are the spec's), the submit button busy while the request runs
 * (final-form ignores a second submit until onSubmit's promise settles), and
 * focus moved to the field whose rule failed.
 */
export function ShopForm<V extends object>({ onSubmit, validate, initialValues, submitLabel, error, children, actions, label }: ShopFormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <Form<V>
      onSubmit={(values, form) => onSubmit(values, form)}
      validate={validate as ((values: V) => FieldErrors) | undefined}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting, form }) => (
        <form
          ref={ref}
          className="es-form"
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            const done = handleSubmit(event);
            const state = form.getState();
            if (!state.submitting && state.hasValidationErrors) {
              const name = Object.keys(state.errors ?? {})[0];
              ref.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
            }
            return done;
          }}
        >
          <FormError message={error} />
          {children}
          <div className="es-actions">
            <Button type="submit" busy={submitting}>
              {submitLabel}
            </Button>
            {actions}
          </div>
        </form>
      )}
    />
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Marks the field required (asterisk, aria-required); the rules do the checking. */
  required?: boolean;
  hint?: string;
}

/** A labelled input of a ShopForm; its rule message shows once a submit has been tried. */
export function TextField({ name, label, type = 'text', autoComplete, required = false, hint }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, submitFailed: true } });
  const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field label={label} required={required} hint={hint} error={error} alertError>
      {(control) => <input {...input} {...control} type={type} autoComplete={autoComplete} spellCheck={type === 'text' ? undefined : false} />}
    </Field>
  );
}
