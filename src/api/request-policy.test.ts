import { expect } from '@open-wc/testing';
import {
  BACKOFF_FIRST_MS,
  BACKOFF_MAX_MS,
  MAX_SPREAD_MS,
  READ_FAULT_RETRIES,
  classify,
  decide,
  isRead,
  readQueue,
  retryAfterMs,
  waitingRoom,
  type Answer,
  type Attempt,
} from './request-policy';
import { seeded } from '../../test/helpers/seeded-random';

const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
const busy = (after: string | null = null): Answer => ({ kind: 'busy', after, queue: null });
const write: Attempt = { read: false, refusals: 0, faults: 0 };
const read: Attempt = { read: true, refusals: 0, faults: 0 };
const waitOf = (decision: ReturnType<typeof decide>) => (decision.retry ? decision.waitMs : null);

describe('request policy (contract 6)', () => {
  it('reads Retry-After as delta-seconds or an HTTP date, on the given clock', () => {
    expect(retryAfterMs('3', NOW)).to.equal(3000);
    expect(retryAfterMs(' 120 ', NOW)).to.equal(120_000);
    expect(retryAfterMs(new Date(NOW + 45_000).toUTCString(), NOW)).to.equal(45_000);
    // A date already past: send at once.
    expect(retryAfterMs(new Date(NOW - 5_000).toUTCString(), NOW)).to.equal(0);
    expect(retryAfterMs(null, NOW)).to.equal(null);
    expect(retryAfterMs('soon', NOW)).to.equal(null);
    expect(retryAfterMs('-3', NOW)).to.equal(null);
  });

  it('sends a 429 or 503 again, a write as well as a read, never before Retry-After and at most half of it later', () => {
    expect(classify(429, false)).to.equal('busy');
    expect(classify(503, false)).to.equal('busy');
    const random = seeded(1);
    for (let i = 0; i < 500; i++) {
      const wait = waitOf(decide(write, busy('10'), NOW, random))!;
      expect(wait).to.be.at.least(10_000).and.at.most(15_000);
    }
    expect(waitOf(decide(write, busy('10'), NOW, () => 0))).to.equal(10_000);
    expect(waitOf(decide(write, busy('10'), NOW, () => 0.999999))).to.be.closeTo(15_000, 1);
  });

  it('caps the random extra at 30 s however long the wait', () => {
    expect(MAX_SPREAD_MS).to.equal(30_000);
    expect(waitOf(decide(write, busy('600'), NOW, () => 0.999999))).to.be.closeTo(600_000 + 30_000, 1);
    expect(waitOf(decide(write, busy('600'), NOW, () => 0.5))).to.equal(615_000);
  });

  it('spreads a crowd told the same Retry-After over the extra window instead of one second', () => {
    const random = seeded(20261128);
    const seconds = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const second = Math.floor(waitOf(decide(write, busy('30'), NOW, random))! / 1000);
      seconds.set(second, (seconds.get(second) ?? 0) + 1);
    }
    // 30 s plus up to 15 s: 15 one-second slots, none with more than a tenth of the crowd.
    expect([...seconds.keys()].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 15 }, (_, i) => 30 + i));
    expect(Math.max(...seconds.values())).to.be.below(1000);
  });

  it('without Retry-After: full jitter, from 2 s doubling up to 60 s', () => {
    expect([BACKOFF_FIRST_MS, BACKOFF_MAX_MS]).to.deep.equal([2_000, 60_000]);
    const bound = (refusals: number) => waitOf(decide({ ...write, refusals }, busy(), NOW, () => 0.999999))!;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => Math.round(bound(n)))).to.deep.equal([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(waitOf(decide({ ...write, refusals: 3 }, busy(), NOW, () => 0))).to.equal(0);
    const random = seeded(7);
    const waits = Array.from({ length: 2000 }, () => waitOf(decide({ ...write, refusals: 2 }, busy(), NOW, random))!);
    expect(Math.min(...waits)).to.be.below(800);
    expect(Math.max(...waits))
      .to.be.above(7_200)
      .and.below(8_000);
    // An unreadable Retry-After is as none.
    expect(waitOf(decide(write, busy('later'), NOW, () => 0.5))).to.equal(1_000);
  });

  it('the same seed gives the same waits (a test can replay a crowd)', () => {
    const run = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 5 }, (_, n) => waitOf(decide({ ...write, refusals: n }, busy(), NOW, random)));
    };
    expect(run(42)).to.deep.equal(run(42));
    expect(run(42)).not.to.deep.equal(run(43));
  });

  it('resends a read after a network error, 502 or 504, on the same schedule, a few times', () => {
    expect([0, 502, 504].map((s) => classify(s, true))).to.deep.equal(['fault', 'fault', 'fault']);
    const fault: Answer = { kind: 'fault' };
    expect(decide(read, fault, NOW, () => 0.999999)).to.deep.include({ retry: true, reason: 'fault' });
    expect(waitOf(decide({ ...read, faults: 2 }, fault, NOW, () => 0.5))).to.equal(4_000);
    expect(decide({ ...read, faults: READ_FAULT_RETRIES - 1 }, fault, NOW, () => 0).retry).to.equal(true);
    expect(decide({ ...read, faults: READ_FAULT_RETRIES }, fault, NOW, () => 0)).to.deep.equal({ retry: false });
  });

  it('never resends a write after a fault: its outcome is unknown', () => {
    expect([0, 502, 504].map((s) => classify(s, false))).to.deep.equal(['final', 'final', 'final']);
    expect(decide(write, { kind: 'fault' }, NOW, () => 0)).to.deep.equal({ retry: false });
  });

  it('ends the call on any other answer', () => {
    for (const status of [200, 400, 401, 404, 419, 422, 500, 501]) expect(classify(status, true)).to.equal('final');
    expect(decide(read, { kind: 'final' }, NOW, () => 0)).to.deep.equal({ retry: false });
  });

  it('knows the reads of the contract; every other call writes', () => {
    for (const action of ['get-data', 'get-cart', 'get-shop-item', 'get-user', 'calculate-invoice']) expect(isRead(action)).to.equal(true);
    expect(isRead('get-terms-and-conditions-order') && isRead('get-payment-plan-order-payment')).to.equal(true);
    for (const action of ['add-product-to-cart', 'checkout-cart', 'update-settings', 'change-ticket', 'request-refund', 'login'])
      expect(isRead(action)).to.equal(false);
  });

  it('reads the queue of a busy answer, numbers as numbers or strings, and nothing from other bodies', () => {
    expect(readQueue({ message: 'Busy', queue: { position: 1234, wait_seconds: 600 } })).to.deep.equal({
      position: 1234,
      waitSeconds: 600,
      full: false,
    });
    expect(readQueue({ queue: { position: '17' } })).to.deep.equal({ position: 17, waitSeconds: null, full: false });
    expect(readQueue({ queue: { position: -1, wait_seconds: 'soon' } })).to.equal(null);
    expect(readQueue({ queue: null })).to.equal(null);
    expect(readQueue('<html>busy</html>')).to.equal(null);
    expect(readQueue(undefined)).to.equal(null);
  });

  it("recognises Cloudflare Waiting Room's JSON answer and its refresh interval", () => {
    const room = (fields: Record<string, unknown>) => ({ cfWaitingRoom: { inWaitingRoom: true, refreshIntervalSeconds: 20, ...fields } });
    expect(waitingRoom(room({ waitTimeKnown: true, waitTime: 10, queueIsFull: false }))).to.deep.equal({
      after: '20',
      queue: { position: null, waitSeconds: 600, full: false },
    });
    expect(waitingRoom(room({ waitTimeKnown: false, waitTime: 0, queueIsFull: true }))).to.deep.equal({
      after: '20',
      queue: { position: null, waitSeconds: null, full: true },
    });
    expect(waitingRoom({ cfWaitingRoom: { inWaitingRoom: false } })).to.equal(null);
    expect(waitingRoom({ data: {} })).to.equal(null);
    // Its refresh interval is the wait named, spread like a Retry-After.
    const decision = decide(write, { kind: 'busy', ...waitingRoom(room({}))! }, NOW, () => 0);
    expect(decision).to.deep.equal({ retry: true, waitMs: 20_000, reason: 'busy' });
  });
});
