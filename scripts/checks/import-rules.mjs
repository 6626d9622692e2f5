// The import direction of src/ (docs/development.md, Layout), as data and a
// pure check, so scripts/checks/check-imports.mjs runs it on the tree and its test
// runs it on made-up trees.
//
//   ui, domain, api, config, i18n, tracking -> stores, feedback -> components -> features -> app -> mount -> main
//
// A module imports only its own layer or a layer below; features never import
// each other; a stylesheet is imported only from its own folder; no cycle, type
// imports included. Inside the bottom layer each folder has its own short list.
// Of the stores' layer only feedback/ shows anything (a toast, a form's error, the
// kit's busy state): stores tell it what happened and never import ui/. The server's
// shapes (api/wire.ts) are api/'s own: above it the shop has its models (api/types.ts).
import ts from 'typescript';

const LAYERS = [
  ['ui', 'domain', 'api', 'config', 'i18n', 'tracking', 'public-api'],
  ['stores', 'feedback'],
  ['components'],
  ['features'],
  ['app'],
  ['mount'],
  ['main', 'index'],
];

/** What each bottom-layer folder may import besides itself. */
const BOTTOM = {
  i18n: [],
  'public-api': ['config', 'domain'],
  api: [],
  domain: ['i18n'],
  config: ['domain', 'i18n'],
  ui: ['domain', 'i18n'],
  tracking: ['domain', 'public-api'],
};

/** `src/features/cart/CartPanel.tsx` -> { area: 'features', feature: 'cart', folder: 'src/features/cart' }. */
export function placeOf(file) {
  const parts = file.replace(/^src\//, '').split('/');
  const area = parts.length === 1 ? parts[0].replace(/\.(tsx?|css|json)$/, '') : parts[0];
  return { area, feature: area === 'features' ? parts[1] : null, folder: file.slice(0, file.lastIndexOf('/')) };
}

const levelOf = (area) => LAYERS.findIndex((layer) => layer.includes(area));

/** The relative imports of one source text (type-only and dynamic ones included). */
export function importsOf(source) {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('.'));
}

const normalise = (path) => {
  const out = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
};

/** The file an import names, among `files`, or null when it is outside them. */
export function resolve(from, spec, files) {
  const base = normalise(`${from.slice(0, from.lastIndexOf('/'))}/${spec}`);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (files.has(candidate)) return candidate;
  return null;
}

function ruleBroken(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (to.endsWith('.css') && b.folder !== a.folder) return `a stylesheet is brought by the components of its own folder (${b.folder})`;
  const [la, lb] = [levelOf(a.area), levelOf(b.area)];
  if (la === -1) return `${a.area} is no layer of the import rules (scripts/checks/import-rules.mjs)`;
  if (lb === -1) return `${b.area} is no layer of the import rules (scripts/checks/import-rules.mjs)`;
  if (lb > la)
    return `${a.area} may not import ${b.area}: imports point down (ui, domain, api, config, i18n, tracking -> stores, feedback -> components -> features -> app -> mount -> main)`;
  if (to === 'src/api/wire.ts' && a.area !== 'api')
    return "the server's shapes stay in api/: above it the shop works with its models (src/api/types.ts)";
  if (a.area === 'stores' && b.area === 'ui')
    return 'stores do not show anything: they tell feedback/ what happened, and it decides how it is shown';
  if (a.area === 'features' && b.area === 'features' && a.feature !== b.feature)
    return `features do not import each other (${a.feature} -> ${b.feature}): move what both need down to components/, stores/ or domain/`;
  if (la === 0 && a.area !== b.area && !(BOTTOM[a.area] ?? []).includes(b.area))
    return `${a.area} may import only ${[a.area, ...(BOTTOM[a.area] ?? [])].join(', ')}`;
  return null;
}

/** Strongly connected components of more than one module (or a module importing itself). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
    if (meta.get(node).low !== meta.get(node).index) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      meta.get(member).onStack = false;
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return found;
}

/**
 * The import cycles of a tree without layers (demo/backend/): `sources` maps each path to its text.
 * One line per cycle, type imports included.
 */
export function importCycles(sources) {
  const files = new Set(sources.keys());
  const graph = new Map();
  for (const [file, source] of sources)
    if (/\.tsx?$/.test(file))
      graph.set(
        file,
        importsOf(source)
          .map((spec) => resolve(file, spec, files))
          .filter(Boolean),
      );
  return cycles(graph).map((group) => `import cycle (type imports count): ${group.join(' -> ')}`);
}

/**
 * Check a tree: `sources` maps each path under `src/` to its text (stylesheets
 * and JSON may be given as empty texts so imports of them resolve). Returns one
 * line per broken rule.
 */
export function checkImports(sources) {
  const files = new Set(sources.keys());
  const graph = new Map();
  const problems = [];
  for (const [file, source] of sources) {
    if (!/\.tsx?$/.test(file)) continue;
    const targets = [];
    for (const spec of importsOf(source)) {
      const to = resolve(file, spec, files);
      if (!to) {
        if (!spec.startsWith('../'.repeat(file.split('/').length - 1)))
          problems.push(`${file} imports '${spec}', which is not a file of src/`);
        continue;
      }
      targets.push(to);
      const broken = ruleBroken(file, to);
      if (broken) problems.push(`${file} imports ${to}: ${broken}`);
    }
    graph.set(file, targets);
  }
  for (const group of cycles(graph)) problems.push(`import cycle (type imports count): ${group.join(' -> ')}`);
  return problems;
}
