/**
 * Link safety: only http, https and mailto links reach the page.
 * A URL's scheme as browsers read it: control characters and spaces inside a
 * scheme are ignored (`jav\tascript:` is `javascript:`). Null for a relative URL.
 */
export function urlScheme(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers drop control characters from a scheme, so this does too.
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''));
  return match ? match[1].toLowerCase() : null;
}

/** True for a relative URL or one whose scheme is allowed. */
export function hasSafeScheme(value: string, allowed: readonly string[] = ['http', 'https']): boolean {
  const scheme = urlScheme(value);
  return scheme === null || allowed.includes(scheme);
}
