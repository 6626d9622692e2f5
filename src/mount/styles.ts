import { baseCss, toastCss } from '../ui/sheets';

/**
 * The shop's stylesheets, per mount (docs/embed-contract.md §2 Isolation): constructable
 * sheets adopted by every shadow root we own, never written to the host's
 * <head>. The base kit (and sonner's CSS, for the overlay) comes with each
 * root; a feature or component brings its own stylesheet when it first renders
 * (ui/env `useStyles`), and it is adopted by every root from then on.
 * `unmount` un-adopts them all.
 */
export interface ShopStyles {
  /** Adopt the base sheets (and the toasts' for the overlay) plus every sheet added so far. */
  attach(root: ShadowRoot, options?: { toasts?: boolean }): void;
  /** Add one stylesheet to every attached root, once per text. */
  add(css: string): void;
}

export function createStyles(): ShopStyles {
  // Each mount's sheets end in a comment of their own: WebKit reuses a sheet's media query
  // results for any later sheet of the same text, so a shop mounted again after the window
  // changed size laid out for the old size (toasts off-screen on a phone) until reloaded.
  const stamp = `/*${performance.now()}*/`;
  const sheetOf = (css: string): CSSStyleSheet => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css + stamp);
    return sheet;
  };
  const base = sheetOf(baseCss);
  const added = new Map<string, CSSStyleSheet>();
  const roots: ShadowRoot[] = [];
  return {
    attach(root, { toasts } = {}) {
      roots.push(root);
      // Only the overlay has the toasts, and it is attached once.
      root.adoptedStyleSheets = [base, ...(toasts ? [sheetOf(toastCss())] : []), ...added.values()];
    },
    add(css) {
      if (added.has(css)) return;
      const sheet = sheetOf(css);
      added.set(css, sheet);
      for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  };
}
