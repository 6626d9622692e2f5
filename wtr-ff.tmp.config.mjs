import base from './web-test-runner.config.mjs';
import { chromeLauncher } from '@web/test-runner-chrome';
export default {
  ...base,
  browsers: [
    chromeLauncher({
      launchOptions: { browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true },
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.once('close', () => void context.close().catch(() => undefined));
        return page;
      },
    }),
  ],
};
