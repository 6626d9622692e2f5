import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { Nav } from './shell/Nav';
import { Side } from './shell/Side';
import type { Part } from './parts';
import { AccountSlot, CartSlot, CartSummarySlot } from './slots';
import { View } from './View';

const LANDMARKS = ['HEADER', 'NAV', 'MAIN', 'ASIDE', 'FOOTER', 'FORM'];

/**
 * A placeholder that is itself a landmark (`<nav data-event-shop="nav">`, the
 * README's snippet) gets plain elements inside: a `nav` inside the host's
 * `nav` would be a landmark nested in a landmark (issue 8).
 */
export const isLandmark = (host: Element): boolean => LANDMARKS.includes(host.tagName);

/** What each placeholder renders (contract 2). `plain`: the host already gave the landmark. */
export function PartContent({ part, plain }: { part: Part; plain: boolean }) {
  const Main = plain ? 'div' : 'main';
  const Aside = plain ? 'div' : 'aside';
  switch (part) {
    case 'app':
      return (
        <div className="es-layout">
          <Header cartSummary={<CartSummarySlot />} plain={plain} />
          <Nav />
          <div className="es-layout__body">
            <Main className="es-layout__main">
              <View />
            </Main>
            <Aside className="es-layout__side">
              <Side accountPanel={<AccountSlot />} cartPanel={<CartSlot />} />
            </Aside>
          </div>
          <Footer plain={plain} />
        </div>
      );
    case 'header':
      return <Header cartSummary={<CartSummarySlot />} plain={plain} />;
    case 'nav':
      return <Nav plain={plain} />;
    case 'view':
      return <View />;
    case 'side':
      return <Side accountPanel={<AccountSlot />} cartPanel={<CartSlot />} />;
    case 'footer':
      return <Footer plain={plain} />;
    case 'cart':
      return <CartSlot />;
    case 'account':
      return <AccountSlot />;
  }
}
