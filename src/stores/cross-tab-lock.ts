/**
 * One tab of this site at a time: `run` under the Web Lock `name` if no other tab holds it (else null,
 * and nothing runs). Without Web Locks (a host page on plain http), a note in localStorage, shared by
 * the site's tabs, stands in for the lock: `run` unless another tab's note of the last minute is
 * there. Without storage (a privacy mode), `run`.
 */
export async function crossTabLock<T>(name: string, run: () => Promise<T>): Promise<T | null> {
  const locks = navigator.locks as LockManager | undefined;
  if (locks) return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? run() : null));
  let mine = false;
  try {
    if (Date.now() - Number(localStorage.getItem(name)) < 60_000) return null;
    localStorage.setItem(name, String(Date.now()));
    mine = true;
  } catch {
    // Storage refused: nothing to share with other tabs.
  }
  try {
    return await run();
  } finally {
    if (mine) localStorage.removeItem(name);
  }
}
