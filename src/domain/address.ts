import { isBlank, textLabel } from './messages';

/**
 * Config `addressLines` (docs/embed-contract.md §3): a map key → `{ text, required }` in
 * display order; an address is keyed by those keys. Shared by the checkout's
 * shipping address and the refund's account-holder address.
 */
/** One configured address line: its label and whether it must be filled. */
export interface AddressLine {
  text: string;
  required: boolean;
}

export type AddressLines = Readonly<Record<string, AddressLine>>;
export type AddressValues = Readonly<Record<string, string | null | undefined>> | null | undefined;

export interface MissingLine {
  /** The address line's key, e.g. `city`. */
  line: string;
  /** Its configured text, for the "Please fill out the following fields" list. */
  label: { text: string };
}

/** The required lines left blank, in the config's order. */
export function missingAddressLines(address: AddressValues, lines: AddressLines | null | undefined): MissingLine[] {
  return Object.entries(lines ?? {})
    .filter(([line, def]) => def?.required === true && isBlank(address?.[line]))
    .map(([line, def]) => ({ line, label: textLabel(def.text || line) }));
}

/** The address trimmed, keeping only configured lines (what the server is sent). */
export function cleanAddress(address: AddressValues, lines: AddressLines | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of Object.keys(lines ?? {})) out[line] = String(address?.[line] ?? '').trim();
  return out;
}
