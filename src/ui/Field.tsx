import { useId, type ReactNode } from 'react';

/** What a control inside a Field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': 'true' | 'false';
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  /** Shows the asterisk and marks the control aria-required; the rules do the checking. */
  required?: boolean;
  hint?: string;
  error?: string;
  /** Announce the error as it appears (forms that show errors after a submit). */
  alertError?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field wrapper (label with the required asterisk, hint,
 * error, and the ids that tie them to the control) behind every input and
 * dropdown of the shop.
 */
export function Field({ label, required = false, hint, error, alertError = false, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`es-field${error ? ' es-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="es-required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? 'true' : 'false', 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="es-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="es-field-error" role={alertError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextInputProps {
  name: string;
  label: string;
  value: string;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  hint?: string;
  error?: string;
  autoComplete?: string;
  onChange: (value: string) => void;
}

/** A controlled text input in a Field. */
export function TextInput({ name, label, value, type = 'text', required, hint, error, autoComplete, onChange }: TextInputProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input {...control} name={name} type={type} value={value} autoComplete={autoComplete} onInput={(e) => onChange((e.target as HTMLInputElement).value)} />
      )}
    </Field>
  );
}
