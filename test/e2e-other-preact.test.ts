import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { openDemo, type DemoFrame } from './helpers/demo-frame';

type HostWindow = Window & { hostHookCalls: number; DOMPurify: { sanitize(html: string): string }; preact: { render: unknown } };

/** docs/embed-contract.md §2 Isolation: a host page running its own Preact of another major and its own DOMPurify hooks. */
describe('dist/event-shop.js beside the host’s own Preact 10 and DOMPurify hooks', () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
  });

  it('both apps work, neither sanitiser set-up leaks into the other, and no error is logged', async function () {
    this.timeout(30_000);
    demo = await openDemo({ page: '/test/fixtures/other-preact.html', hash: '#/faqs' });
    const win = demo.win as unknown as HostWindow;
    expect(typeof win.preact.render).to.equal('function');

    // The shop's configured HTML went through the shop's own DOMPurify: its
    // heading, paragraph and list survive the host's ALLOWED_TAGS ['b'], and
    // the host's hook added nothing and was never called for it.
    const view = within(demo.part('view'));
    expect((await view.findByRole('heading', { name: 'Getting there' })).tagName).to.equal('H2');
    expect(view.getByText('Gates open at 10:00').tagName).to.equal('LI');
    expect(demo.part('view').querySelector('[data-host]')).to.equal(null);
    expect(win.hostHookCalls).to.equal(0);

    // The host's app renders and updates with its Preact, before and after the shop's renders.
    const button = demo.doc.getElementById('host-button') as HTMLButtonElement;
    button.click();
    await waitFor(() => expect(button.textContent).to.equal('Host clicks: 1'));
    demo.win.location.hash = '#/tickets';
    await view.findByText('Weekend ticket');
    button.click();
    await waitFor(() => expect(demo!.doc.getElementById('host-button')?.textContent).to.equal('Host clicks: 2'));

    // The host's sanitiser keeps its own config and hooks.
    expect(win.DOMPurify.sanitize('<p>x</p><b>y</b><script>1</script>')).to.equal('x<b data-host="1">y</b>');
    expect(win.hostHookCalls).to.be.greaterThan(0);

    // The shop still reacts: the product page from its card.
    (view.getByRole('link', { name: 'Weekend ticket' }) as HTMLAnchorElement).click();
    await waitFor(() => expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('Weekend ticket'));
    expect(demo.errors).to.deep.equal([]);
  });
});
