// `npm test` runs this first: it fails, naming each import, when an import of
// src/ points the wrong way (scripts/checks/import-rules.mjs). Test files are left out:
// they may reach any layer to set a screen up.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkImports } from './import-rules.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sources = new Map();
for (const path of walk(join(root, 'src'))) {
  const file = relative(root, path).split('\\').join('/');
  if (/\.test\.tsx?$/.test(file)) continue;
  sources.set(file, /\.tsx?$/.test(file) ? readFileSync(path, 'utf8') : '');
}
const problems = checkImports(sources);
if (problems.length) {
  console.error(
    `Import direction: ${problems.length} problem(s) (the layers: README, Development; the rules: scripts/checks/import-rules.mjs):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Import direction: ${sources.size} files of src/ checked, no import against it.`);
