import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { act } from 'preact/test-utils';
import { SafeHtml, sanitizeHtml } from '../src/ui/SafeHtml';

/**
 * An engine without Trusted Types (Safari before 26, Firefox before 145): the shop's HTML is
 * sanitised the same and set as a plain string. Its own page, so the SafeHtml module has
 * asked for no policy yet.
 */
describe('HTML without Trusted Types', () => {
  // Not put back: the page is this file's alone.
  before(() => Object.defineProperty(window, 'trustedTypes', { value: undefined, configurable: true }));

  it('sanitises to a plain string and renders it', () => {
    const clean = sanitizeHtml('<h3>When?</h3><p onmouseover="x()">At noon.</p><script>x()</script><a href="javascript:x()">x</a>');
    expect(typeof clean).to.equal('string');
    expect(clean).to.equal('<h3>When?</h3><p>At noon.</p><a>x</a>');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<SafeHtml html={'<p onclick="x()">Tickets are personal.</p>'} />));
    expect(host.querySelector('.es-html')!.innerHTML).to.equal('<p>Tickets are personal.</p>');
    act(() => root.unmount());
    host.remove();
  });
});
