// The conformance kit's schema validator for the npm package: contract/validator.mjs with ajv and
// ajv-formats bundled in (esbuild), as dist/contract-validator.mjs, so `npx event-shop conformance`
// from the tarball needs nothing installed beside it (the package has no dependencies) and the kit
// runs the same file in the tests as in the package. Run by `npm run build`, after rollup.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const { metafile } = await build({
  metafile: true,
  entryPoints: [`${root}contract/validator.mjs`],
  outfile: `${root}dist/contract-validator.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'inline',
  banner: { js: '// contract/validator.mjs with ajv and ajv-formats (MIT) bundled: build/contract-validator.mjs.' },
  logLevel: 'warning',
});

// The licences of the packages bundled in (ajv and its own dependencies), beside the file, as the MIT
// licence asks: dist/contract-validator.NOTICES.txt.
const packages = [
  ...new Set(Object.keys(metafile.inputs).flatMap((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? [])),
].sort();
const notices = packages.map((name) => {
  const dir = `${root}node_modules/${name}/`;
  const { version, license } = JSON.parse(readFileSync(`${dir}package.json`, 'utf8'));
  const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
  const text = file && existsSync(dir + file) ? readFileSync(dir + file, 'utf8').trim() : `(${license})`;
  return `${name} ${version} (${license})\n\n${text}\n`;
});
writeFileSync(
  `${root}dist/contract-validator.NOTICES.txt`,
  `The conformance kit's validator (dist/contract-validator.mjs) bundles these packages:\n\n${notices.join('\n---\n\n')}`,
);
