// The viewport and keyboard as a shopper's browser has them, in every engine the
// tests run in (Chromium, Firefox, WebKit): build/wtr-commands.mjs carries them
// out through Puppeteer or WebDriver.
import { executeServerCommand } from '@web/test-runner-commands';

/** Size the window's viewport (CSS px). */
export async function setViewport(viewport: { width: number; height: number }): Promise<void> {
  await executeServerCommand('event-shop:viewport', viewport);
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
