import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { Nav } from './shell/Nav';
import { Side } from './shell/Side';
import type { Part } from './parts';
import { AccountSlot, CartBarSlot, CartSlot, CartSummarySlot } from './slots';
import { View } from './View';

const LANDMARKS = ['HEADER', 'NAV', 'MAIN', 'ASIDE', 'FOOTER', 'FORM'];

/**
 * A placeholder that is itself a landmark (`<nav data-event-shop="nav">`, the
 * README's snippet) gets plain elements inside: a `nav` inside the host's
 * `nav` would be a landmark nested in a landmark.
 */
export const isLandmark = (host: Element): boolean => LANDMARKS.includes(host.tagName);

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
export function PartContent({ part, plain }: { part: Part; plain: boolean }) {
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
      return guard(<Nav plain={plain} />);
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
