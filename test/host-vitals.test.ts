import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import { mount, unmount } from '../src/mount/mount';
import { delay, http, HttpResponse } from 'msw';
import { overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { setViewport } from './helpers/commands';
import { readmeSnippet } from './helpers/snippets';

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Where a shifted node lives, for the failure message: the part (or the host page) and the element. */
const describe_ = (node: Node | null): string => {
  if (!node) return '(removed)';
  const el = node instanceof Element ? node : node.parentElement;
  const root = node.getRootNode();
  const where = root instanceof ShadowRoot ? (root.host as HTMLElement).dataset.eventShop : 'host';
  return `${where}: ${el?.tagName.toLowerCase()}.${el?.className}`;
};

/**
 * What the shop does to the host page around it (README "Keep the page still"): the parts
 * between host content, with the space the README tells a host to reserve, moved nothing of
 * the page in sight from mount to the listing and its images (no `layout-shift` entry:
 * Chromium's Layout Instability API; other engines do not have it).
 */
describe('the host page around the shop', () => {
  const supported = PerformanceObserver.supportedEntryTypes.includes('layout-shift');
  let page: HTMLElement | null = null;
  afterEach(() => {
    unmount();
    page?.remove();
    page = null;
  });

  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ]) {
    it(`shifts nothing of the host page or of its own content at ${width} px`, async function () {
      if (!supported) this.skip();
      await setViewport({ width, height });
      // A backend a little slow, so the loading state is painted first, and a logo slower still.
      await startBackend({ latencyMs: 300 });
      const logo = await (await fetch('/demo/img/logo.svg')).text();
      overrideHandlers(
        http.get(
          '/slow-logo.svg',
          async () => (await delay(600), new HttpResponse(logo, { headers: { 'Content-Type': 'image/svg+xml' } })),
        ),
      );
      window.history.replaceState(null, '', `${location.pathname}${location.search}#/tickets`);
      page = document.createElement('div');
      page.innerHTML = `${readmeSnippet('reserve')}
        <header id="host-above"><h1>Summer Sound Festival</h1><p>Three days of music on five stages.</p></header>
        <div data-event-shop="header"></div><nav data-event-shop="nav"></nav><main data-event-shop="view"></main>
        <aside data-event-shop="side"></aside><footer data-event-shop="footer"></footer>
        <section id="host-below"><h2>Getting there</h2><p>The shuttle runs every 20 minutes from the city centre.</p></section>`;
      document.body.prepend(page);
      scrollTo(0, 0);
      // Painted as the host page would be before the shop's script runs.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      const shifts: Shift[] = [];
      const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as unknown as Shift[])));
      observer.observe({ type: 'layout-shift' });
      try {
        const below = () => page!.querySelector('#host-below')!.getBoundingClientRect().top + scrollY;
        const before = below();
        mount({ config: { ...exampleConfig(), logoUrl: `/slow-logo.svg?${width}` } });
        const view = page.querySelector<HTMLElement>('[data-event-shop="view"]')!;
        await waitFor(() => expect(view.shadowRoot?.textContent).to.contain('Weekend ticket'), { timeout: 5000 });
        // The images of the listing and the logo, and a frame for the entries to be reported.
        await new Promise((r) => setTimeout(r, 900));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
        const moved = shifts
          .filter((s) => !s.hadRecentInput)
          .map(
            (s) =>
              `${s.value.toFixed(4)}: ${s.sources.map((x) => `${describe_(x.node)} ${x.previousRect.y}→${x.currentRect.y}`).join(', ')}`,
          );
        expect(moved, 'layout shifts').to.deep.equal([]);
        expect(before, 'the host content below starts under the window').to.be.at.least(height);
      } finally {
        observer.disconnect();
      }
    });
  }
});
