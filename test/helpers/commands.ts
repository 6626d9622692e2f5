// The viewport and keyboard as a shopper's browser has them, in every engine the
// tests run in (Chromium, Firefox, WebKit): test/runner/wtr-commands.mjs carries them
// out through Puppeteer or WebDriver.
import { executeServerCommand } from '@web/test-runner-commands';

/** Size the window's viewport (CSS px). */
export async function setViewport(viewport: { width: number; height: number }): Promise<void> {
  await executeServerCommand('event-shop:viewport', viewport);
  // WebKit resizes its window asynchronously: its media queries may still see the old size when
  // the command returns. Go on once they see the new one and a frame has been drawn at it.
  const query = matchMedia(`(width: ${viewport.width}px) and (height: ${viewport.height}px)`);
  for (let tries = 0; !query.matches && tries < 100; tries += 1) await new Promise((r) => setTimeout(r, 20));
  if (!query.matches) throw new Error(`the window did not become ${viewport.width}×${viewport.height} px`);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

/** Real key presses: `press` a key or a chord (`Shift+Tab`), `type` text, or hold (`down`) and release (`up`) a key. */
export async function sendKeys(keys: { press: string } | { type: string } | { down: string } | { up: string }): Promise<void> {
  await executeServerCommand('event-shop:keys', keys);
}

/** The engine this test page runs in, from its user agent (Chromium's names Safari too, WebKit's names no Chrome). */
export const engine: 'chromium' | 'firefox' | 'webkit' = /Firefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrome\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';

/**
 * The narrowest window this engine's test browser opens: WebKitGTK's MiniBrowser
 * window is never narrower than 334 px, so WebKit skips window widths below
 * that (Chromium and Firefox test them; WebKit tests parts of 280 px inside wider windows).
 */
export const NARROWEST_WINDOW = engine === 'webkit' ? 334 : 0;
