/**
 * Safari has no CSS scroll anchoring (`overflow-anchor`), nor does it keep a
 * page's `#fragment` in view while the page is still growing. Without them,
 * the shop's parts growing as their data arrives push the host's page down
 * under the shopper: a page opened at `#contact` lost its anchor, a reader
 * below the shop saw the text jump. Here, in engines without anchoring only:
 * - until the shopper scrolls, types or touches, the host's fragment target is
 *   brought back into view whenever a part changes size (as Chromium does);
 * - otherwise a part entirely above the window that changes height scrolls the
 *   window by as much (what scroll anchoring does).
 * Returns a stop function.
 */
export function anchorScroll(parts: HTMLElement[]): () => void {
  // Called only in the engines mount supports (mount.tsx `supported`): all have ResizeObserver and CSS.supports.
  if (CSS.supports('overflow-anchor', 'auto')) return () => undefined;
  const heights = new Map<Element, number>();
  // Where the window was at the last report: a scroll since then (the shopper's, a script's)
  // came after sizes we have not seen, so that report's growth is not known to be above it.
  let lastY = scrollY;
  let settled = false;
  const settle = () => (settled = true);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  for (const type of events) addEventListener(type, settle, { capture: true, passive: true });
  const observer = new ResizeObserver((entries) => {
    const { hash } = location;
    const fragment =
      !settled && hash.length > 1 && !hash.startsWith('#/') ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    let shift = 0;
    // Entries come in the order the parts were observed: the page's order.
    for (const { target } of entries) {
      const box = target.getBoundingClientRect();
      const before = heights.get(target);
      heights.set(target, box.height);
      const grown = before === undefined ? 0 : box.height - before;
      // Where its bottom was before it (and the parts above it) changed, before we scroll.
      if (grown && box.bottom - shift - grown <= 0) shift += grown;
    }
    if (fragment) fragment.scrollIntoView();
    else if (shift && scrollY === lastY) scrollBy(0, shift);
    lastY = scrollY;
  });
  for (const part of parts) {
    // Measured now, before the first render (one layout read, in these engines only): the
    // observer's own first report may come after the parts have grown.
    heights.set(part, part.getBoundingClientRect().height);
    observer.observe(part);
  }
  return () => {
    observer.disconnect();
    for (const type of events) removeEventListener(type, settle, { capture: true });
  };
}
