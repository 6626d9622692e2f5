import { expect } from '@open-wc/testing';
import { waitFor } from '@testing-library/dom';
import axe from 'axe-core';
import { NARROWEST_WINDOW, setViewport } from './helpers/commands';
import { startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { mountShop, type MountedShop } from './helpers/shop';
import { notify } from '../src/ui/toast';

/** A toast with this text, once it has finished animating in (sonner fades and slides for 400 ms). */
async function shownToast(overlay: HTMLElement, text: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(
    () => {
      const toast = Array.from(overlay.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find((el) => el.textContent?.includes(text));
      if (!toast || toast.dataset.mounted !== 'true') throw new Error(`toast "${text}" not mounted`);
      if (getComputedStyle(toast).opacity !== '1' || toast.getAnimations().length > 0) throw new Error(`toast "${text}" still animating`);
      found = toast;
    },
    { timeout: 3000 },
  );
  return found!;
}

describe('toasts (docs/spec.md §2, §9; colour contrast)', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  const kinds = [
    { kind: 'success', show: notify.success, text: 'Added to your cart.' },
    { kind: 'error', show: notify.error, text: 'The item could not be added.' },
    { kind: 'info', show: notify.info, text: 'Your cart was updated in another tab.' },
  ] as const;

  for (const { kind, show, text } of kinds) {
    it(`the text of a ${kind} toast meets WCAG AA contrast (4.5:1)`, async () => {
      await startBackend();
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      show(text);
      const toast = await shownToast(shop.overlay(), text);
      const results = await axe.run(shop.overlay(), { runOnly: { type: 'rule', values: ['color-contrast'] } });
      const report = (list: axe.Result[]) => list.flatMap((r) => r.nodes.map((n) => `${n.html}: ${n.failureSummary ?? ''}`));
      expect(report(results.violations), 'contrast violations').to.deep.equal([]);
      expect(report(results.incomplete), 'contrast axe could not decide').to.deep.equal([]);
      // The rule did look at this toast's text: a pass cannot come from skipping it.
      const checked = results.passes.flatMap((r) => r.nodes.map((n) => n.html));
      expect(
        checked.some((html) => html.includes(text)),
        `axe checked "${text}"`,
      ).to.equal(true);
      // sonner marks success and error toasts by type; a plain one carries none.
      expect(toast.dataset.type).to.equal(kind === 'info' ? undefined : kind);
    });
  }

  it("takes the host's theme: --event-shop-danger colours an error toast's text", async () => {
    await startBackend();
    document.documentElement.style.setProperty('--event-shop-danger', 'rgb(120, 0, 10)');
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      notify.error('The payment failed.');
      const toast = await shownToast(shop.overlay(), 'The payment failed.');
      expect(getComputedStyle(toast).color).to.equal('rgb(120, 0, 10)');
    } finally {
      document.documentElement.style.removeProperty('--event-shop-danger');
    }
  });

  // WebKit reused the media query results of an earlier mount's sheets (same text) at the old width.
  it('a shop mounted again after the window narrowed shows its toasts inside the new width', async () => {
    await startBackend();
    await setViewport({ width: 800, height: 640 });
    try {
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      notify.success('Shown at 800 px.');
      await shownToast(shop.overlay(), 'Shown at 800 px.');
      shop.cleanup();
      await setViewport({ width: 375, height: 640 });
      shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
      notify.error('Shown at 375 px.');
      const box = (await shownToast(shop.overlay(), 'Shown at 375 px.')).getBoundingClientRect();
      expect([box.left, box.right], 'toast edges').to.satisfy(([left, right]: number[]) => left >= 0 && right <= 375);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  // A floating panel stays inside the window, however narrow the phone.
  for (const width of [280, 375]) {
    it(`a long toast stays inside a ${width} px window`, async function () {
      if (width < NARROWEST_WINDOW) this.skip(); // WebKit's test window is never this narrow (helpers/commands).
      await startBackend();
      await setViewport({ width, height: 640 });
      try {
        shop = await mountShop({ config: exampleConfig(), parts: ['view'] });
        const text = 'Das Ticket für Alexandra Fitzgerald-Montgomery konnte nicht aktualisiert werden.';
        notify.error(text);
        const box = (await shownToast(shop.overlay(), text)).getBoundingClientRect();
        expect(box.left, 'left edge').to.be.at.least(0);
        expect(box.right, 'right edge').to.be.at.most(width);
        expect(box.bottom, 'bottom edge').to.be.at.most(640);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }
});
