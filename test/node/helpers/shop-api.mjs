// The shop's own API layer (src/api/*: ky, the envelope of
// docs/embed-contract.md §4) loaded in Node, so the contract tests send each
// request exactly as the shop does. build/import-ts.mjs bundles it into one
// module imported from a data: URL.
import { importTs } from '../../../build/import-ts.mjs';

const modules = ['client', 'session', 'cart', 'shop', 'portal', 'order-links'];

/**
 * @param {{ baseUrl: string, getToken: () => string | null }} settings
 * @returns the exports of src/api/{client,session,cart,shop,portal,order-links}.ts, their calls sent by one client
 */
export async function loadShopApi({ baseUrl, getToken }) {
  const api = await importTs(modules.map((m) => `export * from './src/api/${m}.ts';`).join('\n'));
  // client.ts resolves the call's address against the page (window.location).
  globalThis.window ??= { location: { href: new URL('/', baseUrl).href } };
  // Each endpoint function makes a call that a client sends (src/stores/runtime `send` in the shop):
  // here one client, whose calls are sent as soon as they are made.
  const client = api.createClient({ baseUrl, getToken, onUnauthorized: () => {}, timeoutMs: null }, new AbortController().signal);
  const sending = (value) => (typeof value === 'function' ? value(client) : value);
  return Object.fromEntries(
    Object.entries(api).map(([name, value]) => [
      name,
      typeof value === 'function' && name !== 'createClient' && !/^class\b/.test(String(value))
        ? (...args) => sending(value(...args))
        : value,
    ]),
  );
}
