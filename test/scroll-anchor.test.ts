import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { mount, unmount } from '../src/mount/mount';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';

/**
 * The shop never moves the host's text under a reader: when a part above the
 * window grows as its data arrives, what the reader looks at stays where it was.
 * Chromium and Firefox anchor the scroll themselves; Safari has no scroll
 * anchoring, and the shop does it there (src/mount/scroll-anchor.ts).
 */
describe('the host page stays put while the shop grows above the window', () => {
  let nodes: HTMLElement[] = [];
  afterEach(() => {
    unmount();
    for (const node of nodes) node.remove();
    nodes = [];
    scrollTo(0, 0);
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  });

  it('a reader below the shop keeps their place while the tickets load above', async () => {
    await startBackend();
    history.replaceState(null, '', `${location.pathname}${location.search}#/tickets`);
    const view = document.createElement('main');
    view.dataset.eventShop = 'view';
    const article = document.createElement('section');
    article.innerHTML =
      '<div style="height: 200px"></div><p id="reading">The host article the shopper is reading.</p><div style="height: 3000px"></div>';
    nodes = [view, article];
    document.body.append(view, article);
    scrollTo(0, article.getBoundingClientRect().top + scrollY + 100);
    const reading = document.getElementById('reading')!;
    const before = reading.getBoundingClientRect().top;
    const shopBefore = view.getBoundingClientRect().height;
    expect(view.getBoundingClientRect().bottom, 'the premise: the shop is above the window').to.be.at.most(0);

    mount({ config: exampleConfig() });
    await waitFor(() => expect(view.shadowRoot?.textContent).to.contain('Weekend ticket'));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    expect(view.getBoundingClientRect().height - shopBefore, 'the premise: the shop grew').to.be.above(200);
    expect(reading.getBoundingClientRect().top, 'the paragraph read').to.be.closeTo(before, 2);
  });
});
