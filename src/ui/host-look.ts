import { contrastOnWhite, parseRgb } from './contrast';

/**
 * The host page's look, taken by the shop where the site owner set no theme (README "Theming"):
 * each part's font and text colour are those its placeholder inherits, its accent the colour of the
 * links around it. They are custom properties
 * on the part's `.es-root` (`--es-host-*`), below the owner's `--event-shop-*` in ui/styles.css.
 * A colour is taken only if it reads at 4.5:1 or more on white, the shop's surfaces and the text on
 * its accent; otherwise the shop keeps its own and says so in the console.
 */
export type HostLook = Record<`--es-host-${string}`, string>;

/** The browsers' own font and link colour: a page that never set them has no look to take. */
const BROWSER_FONT = /^("?times|serif$|-webkit-standard)/i;
const BROWSER_LINK = 'rgb(0, 0, 238)';
/** A link, but none a theme draws as a button (block themes' `.wp-element-button`). */
const LINK = 'a[href]:not([class*="button"], [role])';

/**
 * `--es-host-*` for the parts at `hosts`, each from the page around it; each colour left out is said
 * once in the console.
 */
export function hostLooks(hosts: Element[]): HostLook[] {
  const said = new Set<string>();
  return hosts.map((host) => {
    const style = getComputedStyle(host);
    const look: HostLook = {};
    // A link of the article or column around the part, else of the page.
    const link = host.parentElement?.closest('article, main, aside')?.querySelector(LINK) ?? document.querySelector(LINK);
    if (!BROWSER_FONT.test(style.fontFamily)) look['--es-host-font'] = style.fontFamily;
    for (const [what, value] of [
      ['text', style.color],
      ['accent', link && getComputedStyle(link).color],
    ]) {
      const property = `--event-shop-${what}`;
      if (!value || value === BROWSER_LINK || style.getPropertyValue(property)) continue;
      const colour = parseRgb(value);
      const ratio = colour ? contrastOnWhite(colour) : 0;
      const message = `[event-shop] ${property} is the shop's own: the page's ${value} reads at ${ratio.toFixed(1)}:1 on white.`;
      if (ratio >= 4.5) look[`--es-host-${what}`] = value;
      else if (!said.has(message)) console.warn(message);
      said.add(message);
    }
    return look;
  });
}
