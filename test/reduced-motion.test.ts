import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { emulateMedia } from '@web/test-runner-commands';
import { startBackend } from './helpers/backend';
import { engine } from './helpers/commands';
import { exampleConfig } from './helpers/config';
import { mountShop, type MountedShop } from './helpers/shop';
import { notify } from '../src/ui/toast';

/** `prefers-reduced-motion: reduce` turns the shop's motion off, toasts included (docs/accessibility.md). */
describe('reduced motion', () => {
  let shop: MountedShop | null = null;
  afterEach(async () => {
    shop?.cleanup();
    shop = null;
    if (engine === 'chromium') await emulateMedia({ reducedMotion: 'no-preference' });
  });

  const motionOf = (el: Element) => {
    const style = getComputedStyle(el);
    return { transition: style.transitionDuration, animation: style.animationName };
  };

  it('buttons move as before without the preference, and not at all with it; toasts appear without sliding', async function () {
    this.timeout(20_000);
    // Chromium only: emulating prefers-reduced-motion needs the DevTools protocol (puppeteer over
    // WebDriver BiDi in Firefox and WebDriver in WebKit have no way to); see the next test for those.
    if (engine !== 'chromium') this.skip();
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/login' });
    const button = await within(shop.part('view')).findByRole('button', { name: 'Login' });
    expect(motionOf(button).transition).not.to.equal('0s');

    await emulateMedia({ reducedMotion: 'reduce' });
    expect(motionOf(button).transition).to.equal('0s');
    notify.success('Saved without motion.');
    await waitFor(() => {
      const toast = [...shop!.overlay().querySelectorAll('[data-sonner-toast]')].find((t) =>
        t.textContent?.includes('Saved without motion.'),
      );
      if (!toast) throw new Error('no toast yet');
      expect(motionOf(toast)).to.deep.equal({ transition: '0s', animation: 'none' });
    });
  });

  // Every engine: where the preference cannot be emulated (Firefox, WebKit), the engine still
  // has to read the rule: a media rule for it that it parsed, whose selectors reach the
  // shop's buttons and toasts, turning transitions and animations off.
  it('has a prefers-reduced-motion rule this engine parsed, reaching the buttons and the toasts', async () => {
    await startBackend();
    shop = await mountShop({ config: exampleConfig(), parts: ['view'], hash: '#/login' });
    const button = await within(shop.part('view')).findByRole('button', { name: 'Login' });
    notify.success('Saved without motion.');
    const toast = await waitFor(() => {
      const found = shop!.overlay().querySelector('[data-sonner-toast]');
      if (!found) throw new Error('no toast yet');
      return found;
    });
    const reduceRules = (el: Element) =>
      (el.getRootNode() as ShadowRoot).adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-reduced-motion(: reduce)?\)/.test(rule.conditionText),
        )
        .flatMap((media) => [...media.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && el.matches(rule.selectorText));
    for (const [name, el] of [
      ['button', button],
      ['toast', toast],
    ] as const) {
      const rules = reduceRules(el);
      expect(rules, `a reduced-motion rule reaching the ${name}`).to.have.length.above(0);
      const off = (rule: CSSStyleRule) =>
        rule.style.getPropertyValue('transition-duration') === '0s' || /\bnone\b/.test(rule.style.getPropertyValue('transition'));
      expect(rules.some(off), `it turns the ${name}'s transitions off`).to.equal(true);
    }
  });
});
