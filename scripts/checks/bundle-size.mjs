// The bundle budget and its measure, for the size test (test/node/bundle-size.test.mjs) and the
// benchmark's table (scripts/bench/bench.mjs): GNU gzip at level 9, as a site owner measures it
// (`gzip -9 -c dist/event-shop.js | wc -c`; Node's zlib makes some 270 B more).
import { execFileSync } from 'node:child_process';

/** 110 KiB by `gzip -9`: every shopper pays for every byte of dist/event-shop.js. */
export const BUDGET = 110 * 1024;

/** The size of `file` by `gzip -9`, in bytes. */
export const gzipSize = (file) => execFileSync('gzip', ['-9', '-c', file], { maxBuffer: 1 << 24 }).length;
