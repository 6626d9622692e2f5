import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { configure, waitFor } from '@testing-library/dom';
import { createBackend, type CreateBackendOptions, type DemoBackend } from '../../demo/backend/index';
import { pendingCalls } from '../../src/stores/runtime';

// findBy… and waitFor wait up to 3 s, not 1: npm test runs WebKit beside the other engines, and
// under that load a voucher applied through the backend took longer than 1 s to show in WebKit.
// A screen that never shows what a test waits for still fails.
configure({ asyncUtilTimeout: 3000 });

/**
 * Tests talk to the same simulated backend as the demo (demo/backend), through
 * msw's service worker. Each call of `startBackend` gives a fresh backend.
 */
let worker: SetupWorker | null = null;

/**
 * API requests this page sent that msw has not picked up yet. A call cancelled by unmount is pending no
 * more at once, but its request may still be on its way through the service worker, and msw gives it to
 * the handlers of the moment it arrives: those of the next test's backend, which would count it.
 */
const requests = { sent: 0, seen: 0 };
const isApi = (url: string) => new URL(url, window.location.href).pathname.startsWith('/api/');

function countRequests(started: SetupWorker): void {
  const fetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (isApi(input instanceof Request ? input.url : String(input))) requests.sent += 1;
    return fetch.call(window, input, init);
  };
  started.events.on('request:start', ({ request }) => {
    if (isApi(request.url)) requests.seen += 1;
  });
}

export async function startBackend(options: CreateBackendOptions = {}): Promise<DemoBackend> {
  // A call the previous test left in flight must not reach (and be counted by)
  // this test's backend.
  await waitFor(
    () => {
      if (pendingCalls() > 0) throw new Error(`${pendingCalls()} API calls still in flight`);
    },
    { timeout: 5000 },
  );
  // Nor may a cancelled one: wait until msw has each, unless it never comes (a request cancelled before
  // the service worker had it).
  await waitFor(
    () => {
      if (requests.seen < requests.sent) throw new Error(`${requests.sent - requests.seen} API requests on their way`);
    },
    { timeout: 1000 },
  ).catch(() => undefined);
  requests.seen = requests.sent;
  const backend = createBackend(options);
  if (!worker) {
    worker = setupWorker();
    countRequests(worker);
    await worker.start({
      serviceWorker: { url: '/demo/mockServiceWorker.js', options: { scope: '/' } },
      onUnhandledRequest(request, print) {
        // Only API calls must be handled; the test runner's own files pass.
        if (new URL(request.url).pathname.startsWith('/api/')) print.error();
      },
      quiet: true,
    });
  }
  worker.resetHandlers(...backend.handlers);
  return backend;
}

/** Put handlers in front of the backend's (a failing call, a slow answer). */
export function overrideHandlers(...handlers: RequestHandler[]): void {
  if (!worker) throw new Error('startBackend() first');
  worker.use(...handlers);
}

/** Calls of one action, in order. */
export const callsOf = (backend: DemoBackend, action: string) => backend.calls.filter((c) => c.action === action);
