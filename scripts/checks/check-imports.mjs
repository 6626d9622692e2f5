// `npm test` runs this first: it fails, naming each import, when an import of
// src/ points the wrong way (scripts/checks/import-rules.mjs) or the demo backend has an import
// cycle, and naming each line, when a
// field name of the contract appears above api/ (scripts/checks/server-names.mjs). Test files
// are left out of the first (they may reach any layer to set a screen up), not of the second.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkImports, importCycles } from './import-rules.mjs';
import { serverNames, serverNamesAbove } from './server-names.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sources = new Map();
const tests = new Map();
for (const path of walk(join(root, 'src'))) {
  const file = relative(root, path).split('\\').join('/');
  const text = /\.tsx?$/.test(file) ? readFileSync(path, 'utf8') : '';
  (/\.test\.tsx?$/.test(file) ? tests : sources).set(file, text);
}
const problems = checkImports(sources);
if (problems.length) {
  console.error(
    `Import direction: ${problems.length} problem(s) (the layers: README, Development; the rules: scripts/checks/import-rules.mjs):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Import direction: ${sources.size} files of src/ checked, no import against it.`);

// The demo backend has no layers, but no cycle either (type imports count).
const backend = new Map(
  walk(join(root, 'demo/backend'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file, readFileSync(join(root, file), 'utf8')]),
);
const backendCycles = importCycles(backend);
if (backendCycles.length) {
  console.error(`Demo backend: ${backendCycles.length} import cycle(s):\n${backendCycles.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Demo backend: ${backend.size} files checked, no import cycle.`);

// The contract's field names stop at api/ (scripts/checks/server-names.mjs), in the tests of src/ too.
const names = serverNames(JSON.parse(readFileSync(join(root, 'contract/openapi.json'), 'utf8')));
const leaks = serverNamesAbove(new Map([...sources, ...tests]), names);
if (leaks.length) {
  console.error(
    `Server names above api/: ${leaks.length} (the shop's models name them in camelCase, src/api/reader.ts \`camel\`):\n${leaks.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Server names: none of the contract's ${names.length} snake_case field names in src/ outside api/.`);
