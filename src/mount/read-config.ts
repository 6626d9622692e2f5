import { isPlainObject, isText, type Text } from '../i18n/texts';
import type { EventShopConfig } from '../config/types';
import { jsonErrorLine } from './json-error';

/** The config as the page gives it, not yet checked; `error` when its script is not JSON, and the `line` where it stops being JSON. */
export type RawConfig = { raw: unknown } | { raw: undefined; error: string; line: number };

/**
 * docs/embed-contract.md §2: `mount({ config })` wins, then `window.EventShopConfig` (a plain object set before
 * the script runs), then `<script type="application/json" id="event-shop-config">`.
 */
export function readRawConfig(option: EventShopConfig | undefined): RawConfig {
  if (option !== undefined) return { raw: option };
  const fromWindow = (window as Window & { EventShopConfig?: unknown }).EventShopConfig;
  // Only a plain object: browsers expose an element with id="EventShopConfig" as this global.
  if (Object.prototype.toString.call(fromWindow) === '[object Object]') return { raw: fromWindow };
  const script = document.getElementById('event-shop-config');
  if (!script) return { raw: undefined };
  const text = script.textContent ?? '';
  try {
    return { raw: JSON.parse(text) };
  } catch (error) {
    // What JSON.parse throws is an Error (a SyntaxError, or an engine's too much recursion).
    return { raw: undefined, error: (error as Error).message, line: jsonErrorLine(text) };
  }
}

/**
 * The `texts` of a config that failed validation: its error box can
 * still speak the host's language when only another key is wrong.
 */
export function textsOf(raw: unknown): Record<string, Text> | undefined {
  const { texts } = Object(raw) as { texts?: unknown };
  if (!isPlainObject(texts)) return undefined;
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, Text] => isText(entry[1])));
}
