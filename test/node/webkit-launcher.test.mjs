// The WebKit launcher opens each test file's page without letting a failed navigation stop the whole
// run (test/runner/webkit-launcher.mjs): the driver is replaced by one whose navigations fail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WebKitLauncher } from '../runner/webkit-launcher.mjs';

/** A launcher whose session manager fails the first `failures` navigations; what it saw. */
function launcherFailing(failures) {
  const launcher = new WebKitLauncher();
  const opened = [];
  launcher.driverManager = {
    async startSession(id, url) {
      opened.push(url);
      if (opened.length <= failures) throw new Error('timeout: navigation did not complete');
    },
  };
  return { launcher, opened };
}

/** Run `body`, then let its detached work settle; the rejections no one handled meanwhile. */
async function unhandledDuring(body) {
  const seen = [];
  const listener = (reason) => seen.push(reason);
  process.on('unhandledRejection', listener);
  const errors = console.error;
  console.error = () => undefined;
  try {
    await body();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    console.error = errors;
    process.off('unhandledRejection', listener);
  }
  return seen;
}

test('a navigation that fails once is tried again', async () => {
  const { launcher, opened } = launcherFailing(1);
  const unhandled = await unhandledDuring(() => launcher.startSession('a', 'http://127.0.0.1/a'));
  assert.deepEqual(opened, ['http://127.0.0.1/a', 'http://127.0.0.1/a']);
  assert.deepEqual(unhandled, []);
});

test('a navigation that keeps failing is given up without an unhandled rejection', async () => {
  const { launcher, opened } = launcherFailing(Infinity);
  const unhandled = await unhandledDuring(() => launcher.startSession('b', 'http://127.0.0.1/b'));
  assert.equal(opened.length, 2);
  assert.deepEqual(unhandled, []);
});

test('startSession returns before the page has loaded, as the runner expects', async () => {
  const launcher = new WebKitLauncher();
  let loaded = false;
  launcher.driverManager = {
    startSession: () => new Promise((resolve) => setTimeout(() => resolve((loaded = true)), 10)),
  };
  await launcher.startSession('c', 'http://127.0.0.1/c');
  assert.equal(loaded, false);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(loaded, true);
});
