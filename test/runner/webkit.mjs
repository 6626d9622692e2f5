// WebKit as the tests drive it: Debian's WebKitGTK (packages webkit2gtk-driver
// and libwebkit2gtk-4.1-0), its MiniBrowser started by WebKitWebDriver, on a
// virtual X display from xvfb-run (package xvfb). No tool downloads a browser.
// WEBKIT_DRIVER_PATH and MINIBROWSER_PATH pick others.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { freePort } from './free-port.mjs';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** MiniBrowser sits under the multiarch library folder (/usr/lib/x86_64-linux-gnu/… on amd64). */
function findMiniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const dir of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const path = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}
export const miniBrowserPath = findMiniBrowser();

/**
 * The session's capabilities. `--full-screen` hides MiniBrowser's toolbar, so
 * the page gets the whole window and a window 375 px wide is a 375 px viewport
 * (with the toolbar, a window is never narrower than 447 px).
 * WebDriver classic: this WebKitGTK's driver offers no BiDi session.
 */
export const webkitCapabilities = () => ({
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation', '--full-screen'] },
});

/**
 * Start WebKitWebDriver on a free port under its own virtual display; resolves
 * once it answers /status. `stop()` ends the driver, its browsers and Xvfb.
 */
export async function startWebKitDriver() {
  for (const [path, pkg] of [
    [webkitDriverPath, 'webkit2gtk-driver'],
    [miniBrowserPath, 'libwebkit2gtk-4.1-0'],
  ]) {
    if (!existsSync(path)) throw new Error(`${path} not found: install Debian's ${pkg} (test/runner/ensure-browsers.sh does).`);
  }
  const port = await freePort();
  // Its own process group, so stop() ends xvfb-run, Xvfb, the driver and every MiniBrowser together.
  // A small screen: with no window manager the keyboard focus follows the pointer, which rests
  // at the screen's centre (320, 240), so every window (at least 334 px wide, at 0,0) keeps the
  // focus whatever size a test gives it. On a larger screen a window made smaller lost the focus,
  // and with it :focus-visible and document.hasFocus(). Windows may be larger than the screen.
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 640x480x24 -nolisten tcp', webkitDriverPath, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // WebKit's web processes run in a bubblewrap sandbox, which some CI containers cannot set up: the
    // session then never starts or its page stays empty. These sessions load only the tests' own pages
    // on localhost, so the sandbox is left out rather than risked.
    env: { ...process.env, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1' },
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stop);
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${errors}`);
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Size the viewport of a WebKit session (webdriverio `driver`): MiniBrowser runs full-screen, so
 * the window's size is the viewport's. The page may learn its new size a moment after the
 * command returns; throws when it never does (windows are at least 334 px wide).
 */
export async function sizeWebKitViewport(driver, width, height) {
  await driver.setWindowSize(width, height);
  let seen = [0, 0];
  for (let tries = 0; tries < 40; tries += 1) {
    seen = await driver.execute(() => [window.innerWidth, window.innerHeight]);
    if (seen[0] === width && seen[1] === height) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`WebKit's window gave a ${seen[0]}×${seen[1]} viewport for ${width}×${height} (its windows are at least 334 px wide)`);
}
