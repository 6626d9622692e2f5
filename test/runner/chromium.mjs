// Debian's Chromium as every tool here starts it (no tool downloads a browser):
// the tests (web-test-runner.config.mjs), the end-to-end journeys, the
// benchmark and the screenshot scripts. CHROME_PATH picks another Chromium.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium through puppeteer-core, with `extraArgs` after the shared ones. */
export async function launchChromium(extraArgs = []) {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({ executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Debian's Firefox ESR (firefox-esr), driven over WebDriver BiDi by puppeteer-core. FIREFOX_PATH picks another. */
export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Puppeteer's launch options for Firefox ESR, headless over WebDriver BiDi (the screen tests and the journeys). */
export const firefoxLaunchOptions = { browser: 'firefox', executablePath: firefoxPath, headless: true };
