import { crossedThreshold } from '../../domain/cart-rules';
import { getT } from '../config';
import { announce } from '../page';
import { tell, waitShown } from '../../feedback/feedback';
import { onUnmount, perMount } from '../runtime';
import { cartState, countdown } from './state';

/** docs/spec.md §4, §9: the countdown refreshes every 500 ms while the lifetime is above 0. */
export const TICK_MS = 500;

const ticker = perMount(() => ({
  timer: null as ReturnType<typeof setInterval> | null,
  /** Set while a cart view is on the page: what to do when the time is up. */
  onExpired: null as (() => void) | null,
  /** The remaining time at the last reading, to announce each threshold once. */
  lastMs: Infinity,
  /** The end of this hold during a wait for a busy backend has been told. */
  toldEnded: false,
}));

/**
 * Told honestly (docs/embed-contract.md §6): the hold ended while the shop waits for a busy backend, which
 * decides what is left once it answers. Once per hold.
 */
function tellHoldEnded(): void {
  const state = ticker();
  if (state.toldEnded || !cartState.cart || state.lastMs > 0) return;
  state.toldEnded = true;
  tell('busy.holdEnded');
}

/** A call started waiting for a busy backend (the session's client says so): after the hold's end, tell. */
export const waitStarted = (): void => tellHoldEnded();

function tick(): void {
  const state = ticker();
  const ms = Math.max(0, cartState.deadline - performance.now());
  const crossed = crossedThreshold(state.lastMs, ms);
  state.lastMs = ms;
  countdown.seconds = Math.ceil(ms / 1000);
  if (crossed) {
    const t = getT();
    announce(t('cart.reservationLeft', { count: crossed }));
  }
  // docs/spec.md §4: at 0 the cart is reloaded, and cleared if it has expired.
  if (ms <= 0) {
    stopTicker();
    if (waitShown()) tellHoldEnded();
    // The reload may itself wait for a busy backend: waitStarted() tells then.
    state.onExpired?.();
  }
}

function start(): void {
  const state = ticker();
  if (state.timer === null && state.onExpired && cartState.cart) state.timer = setInterval(tick, TICK_MS);
}

/** A cart the server holds for `leftMs` more: count down from there. */
export function armTicker(leftMs: number): void {
  cartState.deadline = performance.now() + leftMs;
  ticker().lastMs = leftMs;
  ticker().toldEnded = false;
  countdown.seconds = Math.ceil(leftMs / 1000);
  start();
}

export function stopTicker(): void {
  const state = ticker();
  if (state.timer !== null) clearInterval(state.timer);
  state.timer = null;
}
onUnmount(stopTicker);

/** A cart view is on the page: tick while a cart exists; `expired` runs at 0. */
export function enableTicker(expired: () => void): void {
  ticker().onExpired = expired;
  start();
}

export function disableTicker(): void {
  ticker().onExpired = null;
  stopTicker();
}
