import sonnerCss from 'sonner/dist/styles.css';
import authCss from '../features/auth/auth.css';
import baseCss from '../ui/styles.css';
import shopFeatureCss from '../features/shop/shop.css';
import toastsCss from '../ui/toasts.css';

/** Each feature's stylesheet, after the base kit. */
const shopCss = [baseCss, shopFeatureCss, authCss].join('\n');

/**
 * One constructable stylesheet per kind, created per mount and adopted by every
 * shadow root we own (ARCHITECTURE: Isolation). Nothing reaches document.head;
 * `unmount` un-adopts them.
 */
export interface ShopSheets {
  shop: CSSStyleSheet;
  toasts: CSSStyleSheet;
}

export function createSheets(): ShopSheets {
  const shop = new CSSStyleSheet();
  shop.replaceSync(shopCss);
  const toasts = new CSSStyleSheet();
  toasts.replaceSync(`${sonnerCss}\n${toastsCss}`);
  return { shop, toasts };
}

export function adopt(root: ShadowRoot, sheets: CSSStyleSheet[]): void {
  root.adoptedStyleSheets = [...sheets];
}
