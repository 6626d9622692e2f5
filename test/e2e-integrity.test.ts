import { expect } from '@open-wc/testing';

/**
 * dist/integrity.json (build/integrity.mjs) in a real browser: the built
 * script loads with `integrity` set to its entry, and a changed hash is
 * refused (the script does not run), as a host's <script integrity> would be.
 */
type ShopWindow = Window & { EventShop?: { version: string } };

async function loadWithIntegrity(value: string): Promise<{ loaded: boolean; win: ShopWindow; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as ShopWindow;
  const doc = frame.contentDocument as Document;
  const script = doc.createElement('script');
  script.src = new URL('/dist/event-shop.js', window.location.href).href;
  script.integrity = value;
  script.crossOrigin = 'anonymous';
  // Loaded, not mounted: this page has no config or placeholders.
  script.dataset.manual = '';
  const loaded = await new Promise<boolean>((done) => {
    script.addEventListener('load', () => done(true));
    script.addEventListener('error', () => done(false));
    doc.head.append(script);
  });
  return { loaded, win, frame };
}

describe('dist/integrity.json', () => {
  let integrity: Record<string, string>;
  before(async () => {
    integrity = (await (await fetch('/dist/integrity.json')).json()) as Record<string, string>;
  });

  it('lets the browser load dist/event-shop.js with its sha384', async () => {
    const { loaded, win, frame } = await loadWithIntegrity(integrity['event-shop.js']);
    expect(loaded).to.equal(true);
    expect(win.EventShop?.version).to.match(/^\d+\.\d+\.\d+/);
    frame.remove();
  });

  it('makes the browser refuse the script when the hash differs', async () => {
    const wrong = integrity['event-shop.js'].replace(/^sha384-./, (start) => `sha384-${start.endsWith('A') ? 'B' : 'A'}`);
    const { loaded, win, frame } = await loadWithIntegrity(wrong);
    expect(loaded).to.equal(false);
    expect(win.EventShop).to.equal(undefined);
    frame.remove();
  });
});
