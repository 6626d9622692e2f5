/**
 * Each mount of the shop is an epoch; `unmount()` starts the next one. Work a mount started that ends
 * later (a `/get-data` or a cart load still in flight, an order answered after the host page moved on,
 * a payment hand-off being painted) compares the epoch it began in with the current one and, when they
 * differ, changes nothing: no store write, no navigation, no page left. The one counter of it all.
 */
let epoch = 0;

/** The epoch now: keep it when work starts, compare when it ends. */
export const mountEpoch = (): number => epoch;

/** Unmount: whatever the ending mount started is stale from now on. */
export function endMountEpoch(): void {
  epoch += 1;
}
