import { useUiEnv } from './env';
import { Field } from './Field';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A config map (`countries`, `ageRanges`, …: value → label) as options, in the map's order. */
export const optionsOf = (map: Record<string, string>): DropdownOption[] => Object.entries(map).map(([value, label]) => ({ value, label }));

export interface DropdownProps {
  name: string;
  label: string;
  options: DropdownOption[];
  value: string | null | undefined;
  placeholder?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Announce the error as it appears (a form's select after a submit). */
  alertError?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** Dropdown (docs/spec.md §2): options with disabled ones, a placeholder, a required asterisk, a change event. */
export function Dropdown({ name, label, options, value, placeholder, required, error, hint, alertError, onChange, onBlur }: DropdownProps) {
  const { t } = useUiEnv();
  return (
    <Field label={label} required={required} hint={hint} error={error} alertError={alertError}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value ?? ''}
          required={required}
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
      )}
    </Field>
  );
}
