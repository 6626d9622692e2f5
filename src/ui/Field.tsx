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
  /** A checkbox: the control before its label, on one line. */
  check?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field wrapper (label with the required asterisk, hint,
 * error, and the ids that tie them to the control) behind every input and
 * dropdown of the shop.
 */
export function Field({ label, required, hint, error, alertError, check, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const labelled = (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="es-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
  const control = children({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? 'true' : 'false',
    'aria-required': required || undefined,
  });
  return (
    <div className={`es-field${error ? ' es-field--invalid' : ''}`}>
      {check ? (
        <div className="es-check">
          {control}
          {labelled}
        </div>
      ) : (
        <>
          {labelled}
          {control}
        </>
      )}
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
