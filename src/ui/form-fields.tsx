import { useField } from 'react-final-form';
import { Dropdown, type DropdownOption } from './Dropdown';
import { Field } from './Field';

/**
 * The field wrappers of a ShopForm: each reads its value from the form, and
 * shows its rule's message once a submit has been tried.
 */
function useShopField<T = string>(name: string, type?: 'checkbox' | 'radio', value?: T) {
  const { input, meta } = useField<T>(name, { type, value, subscription: { value: true, error: true, submitFailed: true } });
  const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
  return { input, error };
}

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Marks the field required (asterisk, aria-required); the schema does the checking. */
  required?: boolean;
  hint?: string;
  /** Shown, focusable and read aloud, but not editable (a value the holder may not change). */
  readOnly?: boolean;
  /**
   * A value always written left to right, in a right-to-left shop too (an IBAN, a BIC, a voucher code):
   * `latin`. An e-mail address and a password are, whatever this says.
   */
  latin?: boolean;
}

export function TextField({ name, label, type = 'text', autoComplete, required, hint, readOnly, latin }: TextFieldProps) {
  const { input, error } = useShopField<string>(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} alertError>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          autoComplete={autoComplete}
          readOnly={readOnly}
          dir={latin || type !== 'text' ? 'ltr' : undefined}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </Field>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: DropdownOption[];
  required?: boolean;
  hint?: string;
}

export function SelectField({ name, label, options, required, hint }: SelectFieldProps) {
  const { input, error } = useShopField<string>(name);
  return (
    <Dropdown
      name={name}
      label={label}
      options={options}
      required={required}
      hint={hint}
      error={error}
      alertError
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
    />
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: string;
}

export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { input, error } = useShopField<boolean>(name, 'checkbox');
  return (
    <Field label={label} error={error} alertError check>
      {(control) => (
        <input
          {...control}
          name={input.name}
          type="checkbox"
          checked={!!input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      )}
    </Field>
  );
}

export interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: DropdownOption[];
  required?: boolean;
}

/** A group of radio buttons under a legend; the error belongs to the group. */
export function RadioGroupField({ name, legend, options, required }: RadioGroupFieldProps) {
  const { error } = useShopField<string>(name);
  return (
    // A radiogroup role: a plain fieldset may not carry aria-required (axe aria-allowed-attr).
    // aria-invalid on the group too: ARIA supports it on a radiogroup, not on its radios.
    <fieldset
      role="radiogroup"
      className={`es-radios${error ? ' es-field--invalid' : ''}`}
      aria-required={required || undefined}
      aria-invalid={!!error || undefined}
    >
      <legend>
        {legend}
        {required && (
          <span className="es-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {options.map((option) => (
        <Radio key={option.value} name={name} option={option} />
      ))}
      {error && (
        <p className="es-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Radio({ name, option }: { name: string; option: DropdownOption }) {
  const { input } = useShopField(name, 'radio', option.value);
  return (
    <label className="es-check">
      <input {...input} type="radio" disabled={option.disabled} />
      <span>{option.label}</span>
    </label>
  );
}

/**
 * The message of a rule that belongs to a group of fields (the shipping
 * address: 'Please fill out the following fields: …'), shown once a submit
 * has been tried; `es-form-error` for a rule of the whole form, above its fields.
 */
export function GroupError({ name, className = 'es-field-error' }: { name: string; className?: string }) {
  const { error } = useShopField<unknown>(name);
  return error ? (
    <p className={className} role="alert">
      {error}
    </p>
  ) : null;
}
