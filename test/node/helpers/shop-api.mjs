// The shop's own API layer (src/api/*: ky, the envelope of
// docs/embed-contract.md §4) loaded in Node, so the contract tests send each
// request exactly as the shop does. build/import-ts.mjs bundles it into one
// module imported from a data: URL.
import { importTs } from '../../../build/import-ts.mjs';

const modules = ['client', 'session', 'cart', 'shop', 'portal', 'order-links'];

/**
 * @param {{ baseUrl: string, getToken: () => string | null }} settings
 * @returns the exports of src/api/{client,session,cart,shop,portal,order-links}.ts, configured
 */
export async function loadShopApi({ baseUrl, getToken }) {
  const api = await importTs(modules.map((m) => `export * from './src/api/${m}.ts';`).join('\n'));
  // client.ts resolves the call's address against the page (window.location).
  globalThis.window ??= { location: { href: new URL('/', baseUrl).href } };
  api.configureApi({ baseUrl, getToken, onUnauthorized: () => {} });
  return api;
}
