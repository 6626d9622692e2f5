// The demo backend's state in a JSON file (`npm run api --data FILE`), through
// the DemoStore interface of demo/backend/db.ts: `load` before each call, `save`
// after it. One server owns the file, so it is read once and then served from
// memory; each save replaces it whole (a temporary file renamed over it), so
// a crash mid-write never leaves half a state behind.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * @param {string} path the data file (created on the first save)
 * @returns {{ load(): string | null, save(text: string): void, path: string }}
 */
export function fileStore(path) {
  let text;
  return {
    path,
    load() {
      if (text === undefined) text = existsSync(path) ? readFileSync(path, 'utf8') : null;
      return text;
    },
    save(next) {
      // Most calls only read: leave the file alone when nothing changed.
      if (next === text && existsSync(path)) return;
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, next);
      renameSync(temporary, path);
      text = next;
    },
  };
}

/**
 * Refuse a data file that is not a JSON object, rather than let the backend
 * quietly start from the seed and overwrite what it held (`--reset` does that
 * on purpose).
 * @param {string} path
 */
export function checkDataFile(path) {
  if (!existsSync(path)) return;
  let state;
  try {
    state = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not JSON (${error.message}). Fix it, or start again from the seed with --reset.`);
  }
  if (!state || typeof state !== 'object' || Array.isArray(state))
    throw new Error(`${path} does not hold a demo state. Use --reset to start from the seed.`);
}
