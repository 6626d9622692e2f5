import { expect } from '@open-wc/testing';
import { hostLooks, type HostLook } from './host-look';

/** A host page fragment: its styles on a wrapper, a link and a heading beside the placeholder. */
function page(html: string): { host: HTMLElement; warnings: string[]; look: () => HostLook } {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  after.push(() => wrapper.remove());
  const host = wrapper.querySelector<HTMLElement>('[data-event-shop]')!;
  const warnings: string[] = [];
  const look = () => {
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      return hostLooks([host, host])[0];
    } finally {
      console.warn = warn;
    }
  };
  return { host, warnings, look };
}
const after: (() => void)[] = [];

describe('hostLook', () => {
  afterEach(() => after.splice(0).forEach((undo) => undo()));

  it('takes the font, text colour and link colour of the page around the part', () => {
    const { look, warnings } = page(`
      <article style="font-family: Georgia, serif; color: rgb(40, 48, 61); background: rgb(209, 228, 221)">
        <h2 style="font-weight: 400">News</h2>
        <p><a href="#x" style="color: rgb(0, 80, 60)">read</a><a class="wp-element-button" href="#y" style="color: white">buy</a></p>
        <div data-event-shop="view"></div>
      </article>`);
    expect(look()).to.deep.equal({
      '--es-host-font': 'Georgia, serif',
      '--es-host-text': 'rgb(40, 48, 61)',
      '--es-host-accent': 'rgb(0, 80, 60)',
    });
    expect(warnings).to.deep.equal([]);
  });

  it("keeps the shop's own look on a page that set none (the browser's serif and link blue)", () => {
    const { look } = page('<div style="font-family: serif"><a href="#x">x</a><div data-event-shop="app"></div></div>');
    const taken = look();
    expect(taken).not.to.have.property('--es-host-font');
    expect(taken).not.to.have.property('--es-host-accent');
  });

  it('leaves out a colour that would read below 4.5:1 and says why', () => {
    const { look, warnings } = page(`
      <div style="color: rgb(150, 150, 150)">
        <a href="#x" style="color: rgb(205, 242, 97)">x</a>
        <div data-event-shop="view"></div>
      </div>`);
    const taken = look();
    expect(taken).not.to.have.property('--es-host-text');
    expect(taken).not.to.have.property('--es-host-accent');
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.equal(
      "[event-shop] --event-shop-text is the shop's own: the page's rgb(150, 150, 150) reads at 3.0:1 on white.",
    );
    expect(warnings[1]).to.contain('--event-shop-accent');
  });

  it("leaves a colour the owner set to the owner's theme", () => {
    const { look, warnings } = page(
      '<div style="color: rgb(150, 150, 150); --event-shop-text: #111; --event-shop-accent: #123"><a href="#x" style="color: rgb(205, 242, 97)">x</a><div data-event-shop="view"></div></div>',
    );
    expect(look()).to.deep.equal({});
    expect(warnings).to.deep.equal([]);
  });
});
