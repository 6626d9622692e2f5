import { expect } from '@open-wc/testing';
import { openDemo, type DemoFrame, type OpenDemoOptions } from './demo-frame';

/**
 * A host page of test/fixtures/csp/ in an iframe: served under the strict CSP
 * of web-test-runner.config.mjs (README, Content Security Policy), with the
 * demo backend and the built bundle. Its record.js logs every CSP violation and
 * error from the start.
 */
export interface CspLog {
  violations: string[];
  errors: string[];
}

interface HostWindow {
  cspLog?: CspLog;
  hostBefore?: string[];
  hostSnapshot?: () => string[];
  tripped?: number;
}

export interface CspFrame extends DemoFrame {
  log: CspLog;
  host: HostWindow;
}

export async function openCspHost(page: string, options: Omit<OpenDemoOptions, 'page'> & { query?: string } = {}): Promise<CspFrame> {
  const { query = '', ...rest } = options;
  const demo = await openDemo({ ...rest, page: `/test/fixtures/csp/${page}.html${query}` });
  const host = demo.win as unknown as HostWindow;
  if (!host.cspLog) throw new Error(`${page}: record.js did not run`);
  return Object.assign(demo, { log: host.cspLog, host });
}

/** Nothing reported: no CSP violation and no error, after a moment for late ones (images, timers). */
export async function expectClean(frame: CspFrame): Promise<void> {
  await new Promise((r) => setTimeout(r, 300));
  expect(frame.log.violations, 'CSP violations').to.deep.equal([]);
  expect(frame.log.errors, 'errors').to.deep.equal([]);
  expect(frame.errors, 'errors after load').to.deep.equal([]);
}

/** The host page's own elements (class `host`) are as they were before the bundle ran. */
export function expectHostUnchanged(frame: CspFrame): void {
  expect(frame.host.hostBefore?.length, 'host elements noted').to.be.above(0);
  expect(frame.host.hostSnapshot!()).to.deep.equal(frame.host.hostBefore);
}

/** Set an input's value in the frame the way typing does (preact listens to `input`). */
export function typeIn(frame: DemoFrame, input: HTMLElement, value: string): void {
  const el = input as HTMLInputElement;
  el.focus();
  el.value = value;
  el.dispatchEvent(new frame.win.Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new frame.win.Event('change', { bubbles: true, composed: true }));
}
