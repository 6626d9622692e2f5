import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { ShellContext } from './shell-context';
import { languageOf, useConfig, useT } from '../stores/config';
import { partDirection } from '../i18n/language';
import { watchTokenAcrossTabs } from '../stores/session';
import { stopWaitingCalls } from '../stores/runtime';
import { pageState } from '../stores/page';
import { shopData } from '../stores/shop-data';
import { requestMainFocus } from '../ui/kit-state';
import { ancestors, focusIsLost, focusNear } from '../ui/focus';
import { UiEnvContext, type UiEnv } from '../ui/env';
import { Toasts } from '../ui/Toasts';
import type { Part } from './parts';
import { PartContent } from './PartContent';
import { hostLooks } from '../ui/host-look';

export interface PartTarget {
  part: Part;
  root: ShadowRoot;
}

export interface AppProps {
  targets: PartTarget[];
  /**
   * Our overlay container (`.es-root.es-overlay` in the overlay's shadow root):
   * toasts, modals and the live region live here, once per page, inside the
   * element that carries the shop's resets and custom properties.
   */
  overlay: HTMLElement;
  /** Adopts a feature's stylesheet into every shadow root (mount/styles.ts). */
  adoptStyles: (css: string) => void;
  /** Called once the first load has settled and its view has rendered (mount's promise, `event-shop:ready`). */
  onReady: () => void;
}

/**
 * The one root of the page: every placeholder is a portal of this tree, so all
 * parts share one state and one router (docs/embed-contract.md §2).
 */
export function App({ targets, overlay, adoptStyles, onReady }: AppProps) {
  const config = useConfig();
  const t = useT();
  // An effect runs once its render is on screen: the first view with the data, or with why it failed.
  const { status } = useSnapshot(shopData);
  // The first render yields to the host page between parts: one part a task, in the page's order (so
  // none moves what is above it), while the data is on its way (mount/mount.tsx). No task of ours
  // then runs long while the host page is still loading.
  const [shown, setShown] = useState(1);
  const all = shown >= targets.length;
  useLayoutEffect(() => {
    if (all) return;
    const next = setTimeout(() => setShown(shown + 1));
    return () => clearTimeout(next);
  }, [shown, all]);
  useEffect(() => {
    if (all && (status === 'ready' || status === 'failed')) onReady();
  }, [all, status, onReady]);
  // Once per config, not per render: the language may count the host's texts, the directions walk up the page.
  const lang = useMemo(() => languageOf(config), [config]);
  // The overlay (toasts, dialogs, the cart bar) sits at the end of <body>: the page's direction, or the language's.
  const dir = useMemo(() => partDirection(lang, document.body), [lang]);
  const partDirs = useMemo(() => targets.map(({ root }) => partDirection(lang, root.host)), [targets, lang]);
  // Each part takes the look of the page around it where the owner set no theme (ui/host-look), and
  // the overlay (last) that of the page's body.
  const looks = useMemo(() => hostLooks([...targets.map(({ root }) => root.host), document.body]), [targets]);
  useLayoutEffect(() => {
    overlay.lang = lang;
    overlay.dir = dir;
    for (const [property, value] of Object.entries(looks[targets.length])) overlay.style.setProperty(property, value);
  }, [overlay, lang, dir, targets, looks]);
  const env = useMemo<UiEnv>(
    () => ({
      locale: config.locale,
      dir,
      currency: config.currency,
      t,
      overlay,
      adoptStyles,
      stopWaiting: stopWaitingCalls,
    }),
    [config, dir, t, overlay, adoptStyles],
  );

  const shell = useMemo(() => ({ hasView: targets.some((target) => target.part === 'view' || target.part === 'app') }), [targets]);

  // A login or logout in another tab reaches this one (storage events), so no tab shows a stale session.
  // A layout effect: preact runs its cleanup during unmount itself, so
  // `unmount()` leaves no listener behind (a plain effect's cleanup is deferred).
  useLayoutEffect(() => watchTokenAcrossTabs(), []);

  // When the focused element goes away (a panel swapped after logout, a button
  // disabled by what it did), focus would fall to the host's <body>: hand it to
  // its nearest neighbour (ui/focus focusNear), else the view's heading.
  // Dialogs return focus themselves (ui/Modal). Firefox fires no focusout for
  // a removed element, so removals are also watched: the last focused element
  // and its ancestors are kept from its focusin.
  useLayoutEffect(() => {
    const roots = [...targets.map((target) => target.root), overlay.getRootNode()];
    let last: { target: HTMLElement; trail: Element[] } | null = null;
    const check = (target: HTMLElement, trail: Element[]) => {
      const gone = !target.isConnected || target.matches(':disabled');
      if (gone && focusIsLost() && !focusNear(trail)) requestMainFocus();
    };
    const outsideDialog = (target: EventTarget | null): target is HTMLElement =>
      target instanceof HTMLElement && !target.closest('[role="dialog"]');
    const onFocusIn = (event: Event) => {
      const target = event.target;
      last = outsideDialog(target) ? { target, trail: ancestors(target) } : null;
    };
    const onFocusOut = (event: Event) => {
      // Focus left on its own (a click elsewhere): a later removal is not ours to mend.
      last = null;
      const target = event.target;
      if ((event as FocusEvent).relatedTarget || !outsideDialog(target)) return;
      const trail = ancestors(target);
      queueMicrotask(() => check(target, trail));
    };
    const removals = new MutationObserver(() => {
      if (last && !last.target.isConnected) check(last.target, last.trail);
    });
    for (const root of roots) {
      root.addEventListener('focusin', onFocusIn);
      root.addEventListener('focusout', onFocusOut);
      removals.observe(root, { childList: true, subtree: true });
    }
    return () => {
      removals.disconnect();
      for (const root of roots) {
        root.removeEventListener('focusin', onFocusIn);
        root.removeEventListener('focusout', onFocusOut);
      }
    };
  }, [targets, overlay]);

  return (
    <UiEnvContext.Provider value={env}>
      <ShellContext.Provider value={shell}>
        {targets.slice(0, shown).map(({ part, root }, i) =>
          createPortal(
            <div className={`es-root es-part es-part--${part}`} lang={lang} dir={partDirs[i]} style={looks[i]}>
              <PartContent part={part} host={root.host} />
            </div>,
            root as unknown as Element,
            `${part}-${i}`,
          ),
        )}
        <Toasts />
        <LiveRegion />
        <DocumentTitle />
      </ShellContext.Provider>
    </UiEnvContext.Provider>
  );
}

/** Polite announcements for screen readers (route titles, cart reservation). */
function LiveRegion() {
  const { announcement, title } = useSnapshot(pageState);
  return (
    <div className="es-visually-hidden">
      <div role="status" aria-live="polite">
        {announcement}
      </div>
      <div aria-live="polite">{title}</div>
    </div>
  );
}

/**
 * The host's `document.title` follows the view (docs/spec.md §2): "Checkout · Harbour
 * Lights". A title the host set meanwhile is taken as its own; the cleanup (a
 * layout effect's runs within `unmount()`) gives the host its title back.
 */
function DocumentTitle() {
  const { title } = useSnapshot(pageState);
  const on = useConfig().updateDocumentTitle;
  useLayoutEffect(() => {
    if (!on || !title) return;
    const host = document.title;
    const ours = host ? `${title} · ${host}` : title;
    document.title = ours;
    return () => {
      if (document.title === ours) document.title = host;
    };
  }, [title, on]);
  return null;
}
