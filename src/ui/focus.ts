/** Focus helpers that see through shadow roots (our parts live in them). */

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),' +
  'select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The element that really has focus, inside any open shadow root. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function focusableWithin(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

/** Whether an element lives in one of the shop's own shadow roots (parts or overlay). */
export function isInShop(el: Element | null): boolean {
  const root = el?.getRootNode();
  if (!(root instanceof ShadowRoot)) return false;
  return root.host.matches('[data-event-shop],[data-event-shop-overlay]');
}

/** Whether focus is nowhere in particular (the body), e.g. after its element was removed. */
export function focusIsLost(): boolean {
  const active = deepActiveElement();
  return active === null || active === document.body || active === document.documentElement;
}

/** Focus a view's heading (made focusable for the purpose), or the view itself; `stay`: without scrolling to it. */
export function focusHeading(container: HTMLElement | null, stay?: boolean): void {
  if (!container) return;
  const target = container.querySelector<HTMLElement>('h1') ?? container;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: stay });
}

/** An element's ancestors, nearest first: where to look for focus once it is gone. */
export function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  for (let at = el.parentElement; at; at = at.parentElement) out.push(at);
  return out;
}

/**
 * An in-page update removed or disabled the focused element (a voucher applied,
 * a travel time saved): focus the first control of its nearest remaining
 * ancestor, without scrolling, so the shopper stays where they acted. Only a
 * route change moves focus to the heading. False when the nearest remaining
 * ancestor is the whole view or part.
 */
export function focusNear(trail: Element[]): boolean {
  for (const el of trail) {
    if (!el.isConnected) continue;
    if (el.matches('.es-view, .es-part, .es-layout__main')) return false;
    const target = focusableWithin(el)[0];
    if (target) {
      target.focus({ preventScroll: true });
      return true;
    }
  }
  return false;
}
