// The tests' viewport and keyboard commands, for every engine the tests run
// in (test/helpers/commands.ts calls them). @web/test-runner-commands sizes
// the viewport only through Puppeteer or Playwright and sends WebDriver no
// held keys; WebKit runs through WebDriver (webkit.mjs), so these
// commands do both: Puppeteer's page API (Chromium, Firefox) and WebDriver
// actions and window sizes (WebKit).

import { sizeWebKitViewport } from './webkit.mjs';

/** WebDriver's code points for the named keys the tests press (WebDriver spec, "Keyboard actions"). */
const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

export const webdriverKey = (name) => {
  if (name.length === 1) return name;
  const key = WEBDRIVER_KEYS[name];
  if (!key) throw new Error(`No WebDriver key for "${name}": add it to test/runner/wtr-commands.mjs`);
  return key;
};

/** `Shift+Tab` → ['Shift', 'Tab']; a lone `+` stays a key. */
const chord = (press) => (press.length > 1 && press.includes('+') ? press.split('+') : [press]);

/** The key actions for a payload: `press` (a key or a chord), `type` (text), `down` or `up` (one key). */
function keyActions({ press, type, down, up }) {
  if (press !== undefined) {
    const keys = chord(press).map(webdriverKey);
    return [...keys.map((value) => ({ type: 'keyDown', value })), ...keys.reverse().map((value) => ({ type: 'keyUp', value }))];
  }
  if (type !== undefined)
    return [...type].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
  if (down !== undefined) return [{ type: 'keyDown', value: webdriverKey(down) }];
  if (up !== undefined) return [{ type: 'keyUp', value: webdriverKey(up) }];
  throw new Error('keys: give press, type, down or up');
}

async function puppeteerKeys(page, { press, type, down, up }) {
  if (press !== undefined) {
    const keys = chord(press);
    for (const key of keys.slice(0, -1)) await page.keyboard.down(key);
    await page.keyboard.press(keys.at(-1));
    for (const key of keys.slice(0, -1).reverse()) await page.keyboard.up(key);
  } else if (type !== undefined) await page.keyboard.type(type);
  else if (down !== undefined) await page.keyboard.down(down);
  else if (up !== undefined) await page.keyboard.up(up);
  else throw new Error('keys: give press, type, down or up');
}

export function engineCommandsPlugin() {
  return {
    name: 'event-shop-engine-commands',
    async executeCommand({ command, payload, session }) {
      const { browser } = session;
      if (command === 'event-shop:viewport') {
        const { width, height } = payload;
        if (browser.type === 'puppeteer') {
          await browser.getPage(session.id).setViewport({ width, height });
          return true;
        }
        if (browser.type === 'webdriver') {
          await sizeWebKitViewport(browser.driver, width, height);
          return true;
        }
        throw new Error(`event-shop:viewport: no way to size a ${browser.type} viewport`);
      }
      if (command === 'event-shop:keys') {
        if (browser.type === 'puppeteer') {
          await puppeteerKeys(browser.getPage(session.id), payload);
          return true;
        }
        if (browser.type === 'webdriver') {
          await browser.driver.performActions([{ type: 'key', id: 'keyboard', actions: keyActions(payload) }]);
          return true;
        }
        throw new Error(`event-shop:keys: no keyboard for a ${browser.type} browser`);
      }
      return undefined;
    },
  };
}
