import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import cmsPage from './fixtures/cms-snippet.html';
import { openDemo, type DemoFrame } from './helpers/demo-frame';
import { pageSnippet, readmeSnippet } from './helpers/snippets';

/** Every element of a document and of the open shadow roots inside it. */
function allElements(root: Document | ShadowRoot): Element[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? allElements(el.shadowRoot) : [])]);
}

const isRole = (el: Element, tag: string, role: string) =>
  el.getAttribute('role') === role || (el.tagName === tag && !el.hasAttribute('role'));

/**
 * The README's content-area snippet pasted into a CMS article (test/fixtures/cms-snippet.html: the
 * theme's header and navigation, its <main> with an <article>, a sidebar and the site's footer):
 * the whole shop in one `app` placeholder, with no landmark that clashes with the theme's.
 */
describe("dist/event-shop.js pasted as the README's content-area snippet into a CMS article", () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
  });

  it('is the snippet the README shows', () => {
    const fromReadme = readmeSnippet('content-area');
    const fromPage = pageSnippet(cmsPage);
    expect(fromPage).to.equal(fromReadme);
    expect(fromReadme).to.match(/"apiBase": "\/shop-api"/);
  });

  it('shows the shop from its apiBase, with one main landmark, every navigation named and no serious axe violation', async function () {
    this.timeout(40_000);
    demo = await openDemo({ page: '/test/fixtures/cms-snippet.html', hash: '#/tickets', readyPart: 'app' });
    const app = within(demo.part('app'));
    await waitFor(() => expect(app.getAllByRole('link', { name: /Weekend/ }).length).to.be.above(0), { timeout: 15_000 });

    const elements = allElements(demo.doc);
    const mains = elements.filter((el) => isRole(el, 'MAIN', 'main'));
    expect(mains.length, 'main landmarks').to.equal(1);
    expect(mains[0].getRootNode(), "the theme's own main").to.equal(demo.doc);
    const navs = elements.filter((el) => isRole(el, 'NAV', 'navigation'));
    expect(navs.length).to.equal(2);
    for (const nav of navs)
      expect(nav.getAttribute('aria-label') || nav.getAttribute('aria-labelledby'), nav.outerHTML.slice(0, 80)).to.be.ok;
    expect(
      elements.filter((el) => isRole(el, 'ASIDE', 'complementary') && el.getRootNode() !== demo!.doc),
      'an aside of the shop inside the theme main',
    ).to.deep.equal([]);

    const script = demo.doc.createElement('script');
    script.textContent = axe.source;
    demo.doc.head.append(script);
    const frameAxe = (demo.win as unknown as { axe: typeof axe }).axe;
    const result = await frameAxe.run(demo.doc, { resultTypes: ['violations'] });
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).to.deep.equal([]);
    const landmarkRules = result.violations.filter((v) => v.id.startsWith('landmark-')).map((v) => v.id);
    expect(landmarkRules, 'axe landmark rules').to.deep.equal([]);
    expect(demo.errors).to.deep.equal([]);
  });
});
