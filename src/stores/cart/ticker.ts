import { crossedThreshold } from '../../domain/cart-rules';
import { getT } from '../config';
import { announce } from '../page';
import { cartState, countdown } from './state';

/** docs/spec.md §4, §9: the countdown refreshes every 500 ms while the lifetime is above 0. */
export const TICK_MS = 500;

let timer: ReturnType<typeof setInterval> | null = null;
/** Set while a cart view is on the page: what to do when the time is up. */
let onExpired: (() => void) | null = null;
/** The remaining time at the last reading, to announce each threshold once. */
let lastMs = Infinity;

function tick(): void {
  const ms = Math.max(0, cartState.deadline - performance.now());
  const crossed = crossedThreshold(lastMs, ms);
  lastMs = ms;
  countdown.seconds = Math.ceil(ms / 1000);
  if (crossed) {
    const t = getT();
    announce(crossed === 1 ? t('cart.reservationLastMinute') : t('cart.reservationLeft', { minutes: crossed }));
  }
  // docs/spec.md §4: at 0 the cart is reloaded, and cleared if it has expired.
  if (ms <= 0) {
    stopTicker();
    onExpired?.();
  }
}

function start(): void {
  if (timer === null && onExpired && cartState.cart) timer = setInterval(tick, TICK_MS);
}

/** A cart the server holds for `leftMs` more: count down from there. */
export function armTicker(leftMs: number): void {
  cartState.deadline = performance.now() + leftMs;
  lastMs = leftMs;
  countdown.seconds = Math.ceil(leftMs / 1000);
  start();
}

export function stopTicker(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

/** A cart view is on the page: tick while a cart exists; `expired` runs at 0. */
export function enableTicker(expired: () => void): void {
  onExpired = expired;
  start();
}

export function disableTicker(): void {
  onExpired = null;
  stopTicker();
}

export function resetTicker(): void {
  disableTicker();
  lastMs = Infinity;
}
