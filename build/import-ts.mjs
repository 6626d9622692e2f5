// Import TypeScript sources in Node without writing a file: esbuild bundles
// `contents` (resolved from the repository root) into one ES module, imported
// from a data: URL. Used by the local API server (scripts/dev/api-server.mjs) and
// the Node tests of the shop's API client (test/node/helpers/shop-api.mjs).
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function importTs(contents) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
