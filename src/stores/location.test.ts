import { expect } from '@open-wc/testing';
import { currentPath, currentSearch, hrefFor, navigate, resetLocation, subscribeLocation } from './location';

describe('hash location (contract 2 Routing)', () => {
  const base = `${window.location.pathname}${window.location.search}`;
  afterEach(() => window.history.replaceState(null, '', base));

  it('reads the path and the query from inside the hash', () => {
    window.history.replaceState(null, '', `${base}#/tickets?type=camping`);
    resetLocation();
    expect(currentPath()).to.equal('/tickets');
    expect(currentSearch()).to.equal('type=camping');
  });

  it('writes queries into the hash, never into location.search', () => {
    const search = window.location.search;
    resetLocation();
    const stop = subscribeLocation(() => undefined);
    navigate('/login?from=%2Fportal');
    stop();
    expect(window.location.hash).to.equal('#/login?from=%2Fportal');
    expect(window.location.search).to.equal(search);
    expect(currentSearch()).to.equal('from=%2Fportal');
  });

  /** From `#/faqs`, the host sets `hash`: how many times listeners are told. */
  async function toldAfter(hash: string): Promise<number> {
    window.history.replaceState(null, '', `${base}#/faqs`);
    resetLocation();
    let told = 0;
    const stop = subscribeLocation(() => (told += 1));
    window.location.hash = hash;
    await new Promise((r) => setTimeout(r, 30));
    stop();
    return told;
  }

  it('leaves a host anchor alone: the route stays and no listener is told', async () => {
    expect(await toldAfter('#contact')).to.equal(0);
    expect(currentPath()).to.equal('/faqs');
  });

  it('tells listeners when the shop hash changes', async () => {
    expect(await toldAfter('#/privacy-policy')).to.equal(1);
    expect(currentPath()).to.equal('/privacy-policy');
  });

  it('replaces instead of pushing when asked', () => {
    // Counted by call, not by history.length: Chromium caps that at 50 entries.
    resetLocation();
    const calls: string[] = [];
    const { pushState, replaceState } = window.history;
    window.history.pushState = (...args) => (calls.push('push'), pushState.apply(window.history, args));
    window.history.replaceState = (...args) => (calls.push('replace'), replaceState.apply(window.history, args));
    try {
      navigate('/a', { replace: true });
      navigate('/b');
    } finally {
      Reflect.deleteProperty(window.history, 'pushState');
      Reflect.deleteProperty(window.history, 'replaceState');
    }
    expect(calls).to.deep.equal(['replace', 'push']);
    expect(currentPath()).to.equal('/b');
  });

  it('builds hrefs for in-shop links', () => {
    expect(hrefFor('/tickets?type=camping')).to.equal('#/tickets?type=camping');
    expect(hrefFor('faqs')).to.equal('#/faqs');
  });

  it('removes its hashchange listener when the last subscriber leaves', () => {
    const added: string[] = [];
    const removed: string[] = [];
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListener) => {
      added.push(type);
      add(type, listener);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, listener: EventListener) => {
      removed.push(type);
      remove(type, listener);
    }) as typeof window.removeEventListener;
    try {
      const a = subscribeLocation(() => undefined);
      const b = subscribeLocation(() => undefined);
      a();
      expect(removed).to.deep.equal([]);
      b();
    } finally {
      delete (window as Partial<Window>).addEventListener;
      delete (window as Partial<Window>).removeEventListener;
    }
    expect(added).to.deep.equal(['hashchange']);
    expect(removed).to.deep.equal(['hashchange']);
  });
});

describe('route encoding', () => {
  it('keeps encoded segments and encodes spaces once', () => {
    expect(hrefFor('/reset-password/a%40b.example/t0k')).to.equal('#/reset-password/a%40b.example/t0k');
    expect(hrefFor('/portal/orders/A B')).to.equal('#/portal/orders/A%20B');
    expect(hrefFor('/x?from=%2Fportal')).to.equal('#/x?from=%2Fportal');
  });
});
