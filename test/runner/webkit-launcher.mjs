// The WebKit launcher of the screen tests (web-test-runner.config.mjs): Debian's WebKitGTK MiniBrowser
// through WebKitWebDriver (webkit.mjs), driven by @web/test-runner-webdriver, the test runner's own
// WebDriver launcher (maintained with the runner; Puppeteer and Playwright cannot drive a WebKit that
// did not come with them). The launcher starts the driver with its virtual display and ends both when
// the run ends.
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { startWebKitDriver, webkitCapabilities } from './webkit.mjs';

/** How many times a test file's page is opened before its file is left to fail. */
const NAVIGATION_TRIES = 2;

export class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({ hostname: '127.0.0.1', port: 0, logLevel: 'error', capabilities: webkitCapabilities() });
  }

  async initialize(config) {
    this.webkitDriver = await startWebKitDriver();
    this.options.port = this.webkitDriver.port;
    await super.initialize(config);
    this.name = 'WebKit';
  }

  /**
   * Open a test file's page. The webdriver launcher's own version starts the navigation and drops its
   * promise: when WebKitWebDriver refuses or times out one navigation, the rejection is unhandled, Node
   * makes it an uncaught exception, and the test runner stops at once, every file after it unrun and
   * no counts written (a CI run once ended so at file 82 of 102). Here a failed navigation is tried
   * once more; if that fails too it is reported, and the file, whose page never reports back, fails by
   * the runner's own start timeout, the run going on with the next file.
   */
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    const manager = this.driverManager;
    void (async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await manager.startSession(id, url);
          return;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`[WebKit] opening ${url} failed (attempt ${attempt} of ${NAVIGATION_TRIES}): ${reason}`);
          if (attempt >= NAVIGATION_TRIES) return;
        }
      }
    })();
  }

  /** One window serves every test file in turn: each file starts with the storage a new visitor has. */
  async stopSession(id) {
    await this.driver
      ?.execute(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    return super.stopSession(id);
  }

  async stop() {
    await super.stop();
    this.webkitDriver?.stop();
  }
}
