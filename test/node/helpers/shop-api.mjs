// The shop's own API layer (src/api/*: ky, the envelope of contract 4) loaded
// in Node, so the contract tests send each request exactly as the shop does.
// esbuild bundles it into one module imported from a data: URL (no file written).
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const modules = ['client', 'session', 'cart', 'shop', 'portal', 'order-links'];

/**
 * @param {{ baseUrl: string, getToken: () => string | null }} settings
 * @returns the exports of src/api/{client,session,cart,shop,portal,order-links}.ts, configured
 */
export async function loadShopApi({ baseUrl, getToken }) {
  const result = await esbuild.build({
    stdin: { contents: modules.map((m) => `export * from './src/api/${m}.ts';`).join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  const api = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  // client.ts resolves the call's address against the page (window.location).
  globalThis.window ??= { location: { href: new URL('/', baseUrl).href } };
  api.configureApi({ baseUrl, getToken, onUnauthorized: () => {} });
  return api;
}
