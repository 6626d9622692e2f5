import { waitFor } from '@testing-library/dom';

/**
 * The demo host page (demo/index.html, loading the built dist/event-shop.js)
 * in an iframe of the test page: end-to-end checks of the real bundle. Frames
 * of one test share localStorage, so two frames are two tabs of one site, and
 * the demo backend (persisted in localStorage) is the one server behind both.
 */
export interface DemoFrame {
  frame: HTMLIFrameElement;
  win: Window & typeof globalThis;
  doc: Document;
  /** The `.es-root` a part rendered, inside its shadow root. */
  part(name: string): HTMLElement;
  overlay(): HTMLElement;
  /** Console errors and uncaught errors seen in the frame. */
  errors: string[];
  remove(): void;
}

export interface OpenDemoOptions {
  /** Start at this in-shop route, e.g. `#/tickets`. */
  hash?: string;
  /** Start the demo backend from its seed (`?reset-demo`). */
  reset?: boolean;
  /** More of the page's query, e.g. `lang=de`. */
  query?: string;
  width?: number;
  height?: number;
  /** Another page than demo/index.html, e.g. a host page of test/fixtures (a query string of its own is kept). */
  page?: string;
  /** The part whose first render means the shop is up (`view`, or `app` on a one-part page). */
  readyPart?: string;
}

export async function openDemo({
  hash = '#/',
  reset = true,
  query = '',
  width = 1280,
  height = 900,
  page = '/demo/index.html',
  readyPart = 'view',
}: OpenDemoOptions = {}): Promise<DemoFrame> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.style.border = '0';
  const errors: string[] = [];
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  const search = [query, reset ? 'reset-demo' : ''].filter(Boolean).join('&');
  frame.src = `${page}${search ? (page.includes('?') ? '&' : '?') + search : ''}${hash}`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  const originalError = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    originalError(...args);
  };
  win.addEventListener('error', (e) => errors.push(e.message));
  win.addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
  const doc = frame.contentDocument as Document;
  const demo: DemoFrame = {
    frame,
    win,
    doc,
    errors,
    part(name) {
      const root = doc.querySelector(`[data-event-shop="${name}"]`)?.shadowRoot?.querySelector<HTMLElement>('.es-root');
      if (!root) throw new Error(`part ${name} has not rendered`);
      return root;
    },
    overlay() {
      const root = doc.querySelector('[data-event-shop-overlay]')?.shadowRoot?.querySelector<HTMLElement>('.es-overlay');
      if (!root) throw new Error('overlay not mounted');
      return root;
    },
    remove() {
      frame.remove();
    },
  };
  await waitFor(
    () => {
      const ready = demo.part(readyPart);
      if (ready.textContent?.includes('Loading…')) throw new Error('loading');
      // The first render gives each part a task of its own: every placeholder the shop took has rendered.
      const waiting = [...doc.querySelectorAll<HTMLElement>('[data-event-shop]')].filter(
        (el) => el.shadowRoot && !el.shadowRoot.querySelector('.es-root'),
      );
      if (waiting.length) throw new Error(`parts not rendered yet: ${waiting.map((el) => el.dataset.eventShop).join(', ')}`);
    },
    { timeout: 10_000 },
  );
  return demo;
}
