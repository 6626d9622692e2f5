import { useId } from 'react';
import { useUi } from './context';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface DropdownProps {
  name: string;
  label: string;
  options: DropdownOption[];
  value: string | null | undefined;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** Dropdown (spec 2): options with disabled ones, a placeholder, a required asterisk, a change event. */
export function Dropdown({ name, label, options, value, placeholder, required = false, disabled, error, hint, onChange, onBlur }: DropdownProps) {
  const { t } = useUi();
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
      <select
        id={id}
        name={name}
        value={value ?? ''}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange((e.target as HTMLSelectElement).value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder ?? t('dropdown.placeholder')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="es-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="es-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
