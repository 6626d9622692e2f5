import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import snippetPage from './fixtures/snippet.html';
import { openDemo, type DemoFrame } from './helpers/demo-frame';
import { pageSnippet, readmeSnippet } from './helpers/snippets';

/** The README's page-template snippet, pasted into a page with nothing else, looks right. */
describe("dist/event-shop.js on a page holding only the README's snippet", () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
  });

  it('is the snippet the README shows', () => {
    const fromReadme = readmeSnippet('templates');
    const fromPage = pageSnippet(snippetPage);
    expect(fromPage).to.equal(fromReadme);
  });

  it('has no empty dark header block, spaced parts, and no landmark nested in the host’s landmark', async function () {
    this.timeout(20_000);
    demo = await openDemo({ page: '/test/fixtures/snippet.html', hash: '#/', readyPart: 'view' });
    const header = demo.part('header').querySelector('.es-header') as HTMLElement;
    // No logo or banner configured: a slim bar on the shop's surface.
    expect(demo.win.getComputedStyle(header).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(header.getBoundingClientRect().height).to.be.below(80);
    for (const part of ['view', 'side']) expect(demo.win.getComputedStyle(demo.part(part)).paddingTop, part).to.equal('16px');
    const inside = (part: string, tag: string) =>
      demo!.doc.querySelector(`[data-event-shop="${part}"]`)!.shadowRoot!.querySelectorAll(tag).length;
    expect(inside('nav', 'nav'), 'nav in the host nav').to.equal(0);
    expect(inside('footer', 'footer'), 'footer in the host footer').to.equal(0);
    expect(
      within(demo.part('nav'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).to.include('Tickets');
    expect(demo.errors).to.deep.equal([]);
  });
});
