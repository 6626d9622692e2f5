import { queryList } from './foreign';
import type { RushOptions } from './rush';

/**
 * Rush mode on the demo page (`?backend=rush`, README "Rush mode"): few enough shoppers
 * let in a minute that a visitor can watch a second tab wait its turn.
 */
export const DEMO_ADMIT_PER_MINUTE = 4;
const TAB_KEY = 'event-shop-demo-tab';

/**
 * This tab's rush options. Each tab of the demo is a shopper of its own, as another fan's
 * browser would be. Tabs share cookies, so each names its cookie after an id in its own
 * sessionStorage (kept through reloads and the provider page), and sets it before the
 * shop's first calls: those go out side by side, and without a cookie each would join
 * the queue as a shopper of its own. `unavailable-once=action,…` answers those actions'
 * first call with a 503 page, on the load whose address asks.
 */
export function rushForTab(query: URLSearchParams): RushOptions {
  let tab = sessionStorage.getItem(TAB_KEY);
  if (!tab) {
    tab = Math.random().toString(36).slice(2, 10);
    sessionStorage.setItem(TAB_KEY, tab);
  }
  const cookieName = `event-shop-rush-${tab}`;
  document.cookie = `${cookieName}=${tab}; Path=/; SameSite=Lax`;
  return { admitPerMinute: DEMO_ADMIT_PER_MINUTE, cookieName, unavailableOnce: queryList(query, 'unavailable-once') };
}

/** The header's switch (`#demo-rush`) says whether rush mode is on and turns it the other way; the notice explains. */
export function showRushSwitch(on: boolean, query: URLSearchParams): void {
  const link = document.getElementById('demo-rush');
  if (link) {
    const lang = query.get('lang');
    link.textContent = `Rush mode: ${on ? 'on' : 'off'}`;
    link.setAttribute('href', `?${lang ? `lang=${encodeURIComponent(lang)}&` : ''}backend=${on ? 'demo' : 'rush'}`);
  }
  if (on)
    document
      .querySelector('.site-notice')
      ?.append(
        ` Rush mode is on (demo/backend/README.md): a waiting room lets ${DEMO_ADMIT_PER_MINUTE} shoppers in a minute, and each tab is a shopper,` +
          ` so a tab opened within ${60 / DEMO_ADMIT_PER_MINUTE} seconds of the last one let in waits in the queue. ?backend=demo ends it.`,
      );
}
