/**
 * The spec's email pattern (docs/spec.md §5): non-space text, `@`, non-space text, a dot,
 * non-space text; and it must not begin with `mailto:` (a pasted link).
 */
const EMAIL = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (/^mailto:/i.test(email)) return false;
  return EMAIL.test(email);
}
