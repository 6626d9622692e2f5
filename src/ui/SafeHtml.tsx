import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import { hasSafeScheme } from '../domain/urls';

/**
 * The one way HTML from config or the API reaches the page: no script, style
 * or form elements, no event attributes, only
 * http, https and mailto links, and `rel="noopener noreferrer"` on links that
 * open a new window.
 *
 * Under a CSP with `require-trusted-types-for 'script'` (README: Content
 * Security Policy) the HTML reaches the DOM as TrustedHTML of the one Trusted
 * Types policy `event-shop`, created on first use. It is DOMPurify's only
 * policy (no `dompurify` one): DOMPurify hands it the input to parse into an
 * inert document, and signs its own output with it; no other code sees it
 * but `trustedJson` below, which signs JSON texts only.
 * A second copy of the bundle on the page never mounts (main.ts), so never
 * asks for the name again.
 */

/**
 * The elements of DOMPurify's default allowlist that the shop forbids as well. The others it must
 * never let through (script, iframe, object, embed, link, meta, base, frame, frameset) are not on
 * that allowlist, so DOMPurify removes them without being told.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea'];
const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];

let purifier: ReturnType<typeof DOMPurify> | null = null;
let policy: Config['TRUSTED_TYPES_POLICY'];

// A start tag and its attributes, and one attribute (name, optional value).
const TAG = /<[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;

// A <style> element with its content, to its end tag (or, unclosed, to the end, as a parser reads it).
const STYLE = /<style(?=[\s/>])[\s\S]*?(?:<\/style(?=[\s/>])[^>]*>|$)/gi;

/**
 * `<style>` elements, event handler and style attributes go before parsing,
 * not only after: DOMPurify removes them anyway, but Chromium reports a CSP
 * violation (style-src-elem, script-src-attr, style-src-attr) for each one it
 * parses, even into an inert document.
 */
const dropInline = (html: string): string =>
  html
    .replace(STYLE, '')
    .replace(TAG, (tag) => tag.replace(ATTRIBUTE, (attribute, name: string) => (/^(on|style$)/i.test(name) ? '' : attribute)));

// Script URLs are never signed: DOMPurify only asks for them on elements it removes.
// A script is signed only when it is a JSON text (JSON.parse throws otherwise): the
// JSON-LD data block of `trustedJson`, data that no engine runs.
const trustedTypesPolicy = () =>
  (policy ??=
    ((window as WindowLike).trustedTypes?.createPolicy('event-shop', {
      createHTML: (html: string) => html,
      createScriptURL: () => '',
      createScript: (json: string) => (JSON.parse(json), json),
    }) as Config['TRUSTED_TYPES_POLICY']) ?? null);

/**
 * A JSON text as the text of a `<script type="application/ld+json">` (docs/embed-contract.md §3
 * `structuredData`): TrustedScript of `event-shop` where the browser has Trusted Types. Under
 * `require-trusted-types-for 'script'` a data block's text set any other way (a text node
 * appended included) is reported as a violation when the element is inserted.
 */
export const trustedJson = (json: string): string => (trustedTypesPolicy()?.createScript(json) ?? json) as string;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of URL_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value === null) continue;
      // A relative URL has no scheme and resolves against the host page's http(s) address.
      if (!hasSafeScheme(value, ALLOWED_SCHEMES)) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Clean HTML: a string, or TrustedHTML where the browser has Trusted Types. */
export function sanitizeHtml(html: string): string | TrustedHTML {
  return getPurifier().sanitize(dropInline(html), {
    TRUSTED_TYPES_POLICY: trustedTypesPolicy(),
    RETURN_TRUSTED_TYPE: true,
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * HTML as plain text (the JSON-LD `description`, docs/embed-contract.md §3 `structuredData`):
 * parsed by the sanitiser into an inert document, so every character reference is decoded and
 * no script or style text is kept; each tag is a space, white space collapsed.
 */
export const htmlText = (html: string): string =>
  (
    getPurifier().sanitize(dropInline(html).replace(/</g, ' <'), { TRUSTED_TYPES_POLICY: trustedTypesPolicy(), RETURN_DOM_FRAGMENT: true })
      .textContent ?? ''
  )
    .replace(/\s+/g, ' ')
    .trim();

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  return <div className={className ? `es-html ${className}` : 'es-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
