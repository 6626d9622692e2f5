import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../stores/config';
import { useStyles } from '../ui/env';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { Nav } from './shell/Nav';
import { Side } from './shell/Side';
import type { Part } from './parts';
import { AccountSlot, CartBarSlot, CartSlot, CartSummarySlot } from './slots';
import { View } from './View';
import layoutCss from './layout.css';

/** The host's landmarks, and an article (a CMS content area, whose header and footer are the article's). */
const LANDMARKS =
  'header,nav,main,aside,footer,form,article,[role=banner],[role=navigation],[role=main],[role=complementary],[role=contentinfo]';

/**
 * A placeholder that is a landmark itself (`<nav data-event-shop="nav">`, the README's template
 * snippet) or sits inside one (an `app` placeholder pasted into a CMS article in the theme's `<main>`)
 * gets plain elements inside: a `nav` in the host's `nav` would be a landmark nested in a landmark,
 * and a `main` in the theme's `main` a second main.
 */
export const inLandmark = (host: Element): boolean => host.closest(LANDMARKS) !== null;

/** A host `<nav>` placeholder with no name of its own is named like the shop's navigation (a page's second navigation needs one), until unmount. */
function NameHostNav({ host }: { host: Element }) {
  const label = useT()('nav.label');
  useLayoutEffect(() => {
    if (host.tagName !== 'NAV' || host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby')) return;
    host.setAttribute('aria-label', label);
    return () => host.removeAttribute('aria-label');
  }, [host, label]);
  return null;
}

/** Each region behind its own error boundary: one that throws leaves the others working. */
const guard = (node: ReactNode) => <ErrorBoundary>{node}</ErrorBoundary>;

/** The routed view: its boundary starts afresh on each route. */
function GuardedView() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <View />
    </ErrorBoundary>
  );
}

/** What each placeholder renders (docs/embed-contract.md §2). `plain`: the host already gave the landmark. */
export function PartContent({ part, host }: { part: Part; host: Element }) {
  // The app part's layout (its header, navigation, side area and footer bring the shell's own sheet).
  useStyles(layoutCss);
  const plain = inLandmark(host);
  const Main = plain ? 'div' : 'main';
  const Aside = plain ? 'div' : 'aside';
  switch (part) {
    case 'app':
      return (
        <div className="es-layout">
          {guard(<Header cartSummary={<CartSummarySlot />} plain={plain} />)}
          {guard(<Nav />)}
          <div className="es-layout__body">
            <Main className="es-layout__main">
              <GuardedView />
              {guard(<CartBarSlot />)}
            </Main>
            <Aside className="es-layout__side">{guard(<Side accountPanel={<AccountSlot />} cartPanel={<CartSlot />} />)}</Aside>
          </div>
          {guard(<Footer plain={plain} />)}
        </div>
      );
    case 'header':
      return guard(<Header cartSummary={<CartSummarySlot />} plain={plain} />);
    case 'nav':
      return (
        <>
          <NameHostNav host={host} />
          {guard(<Nav plain={plain} />)}
        </>
      );
    case 'view':
      return (
        <>
          <GuardedView />
          {guard(<CartBarSlot />)}
        </>
      );
    case 'side':
      return guard(<Side accountPanel={<AccountSlot />} cartPanel={<CartSlot />} />);
    case 'footer':
      return guard(<Footer plain={plain} />);
    case 'cart':
      return guard(<CartSlot />);
    case 'account':
      return guard(<AccountSlot />);
  }
}
