import type { TextKey, Translate } from '../i18n/texts';

/**
 * What a business rule hands the screen instead of a string: a text key (the
 * host may translate it through config `texts`) or a text the config already
 * supplies (an address line's `text`, a `paymentStatuses` label). The screen
 * turns it into words with `labelText` / `messageText`, in one place.
 */
export type Vars = Record<string, string | number>;

export type Label = { key: TextKey; vars?: Vars } | { text: string };

/** A user-facing message: a text key and its vars. */
export interface Message {
  key: TextKey;
  vars?: Vars;
}

export const keyLabel = (key: TextKey, vars?: Vars): Label => (vars ? { key, vars } : { key });
export const textLabel = (text: string): { text: string } => ({ text });

type LabelMap = Readonly<Record<string, string>> | null | undefined;

/** A config map's own, non-blank label for `value` (e.g. `refundStatuses.active`), or null. */
export function ownConfigLabel(labels: LabelMap, value: string): Label | null {
  const own = labels && Object.prototype.hasOwnProperty.call(labels, value) ? labels[value] : undefined;
  return typeof own === 'string' && own.trim() !== '' ? textLabel(own) : null;
}

/** A config map's label for `value` (e.g. `paymentStatuses.paid`), else the value itself (docs/embed-contract.md §3 default). */
export const configLabel = (labels: LabelMap, value: string): Label => ownConfigLabel(labels, value) ?? textLabel(value);

export const labelText = (label: Label, t: Translate): string => ('text' in label ? label.text : t(label.key, label.vars));

/** The message's words. */
export const messageText = (message: Message, t: Translate): string => t(message.key, message.vars);

/** A text without its surrounding whitespace; null or undefined is ''. */
export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** The same text but for surrounding whitespace and case (a name, an e-mail address). */
export const sameText = (a: string | null | undefined, b: string | null | undefined): boolean =>
  trimmed(a).toLowerCase() === trimmed(b).toLowerCase();

/** The same code (a country's) but for surrounding whitespace and case. */
export const sameCode = (a: string | null | undefined, b: string | null | undefined): boolean =>
  trimmed(a).toUpperCase() === trimmed(b).toUpperCase();

/** Blank: null, undefined, or only whitespace. */
export const isBlank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';
