import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { hasSafeScheme } from '../domain/urls';

/**
 * The one way HTML from config or the API reaches the page (ARCHITECTURE:
 * SafeHtml): no script, style or form elements, no event attributes, only
 * http, https and mailto links, and `rel="noopener noreferrer"` on links that
 * open a new window.
 */

const FORBID_TAGS = ['script', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'frame', 'frameset'];
const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
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
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
}

export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  const Tag = as;
  return <Tag className={className ? `es-html ${className}` : 'es-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
