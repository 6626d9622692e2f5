// The contract's names stop at src/api/ (docs/development.md, Layout): api/ reads each answer into
// the shop's models, whose fields have the shop's own camelCase names (src/api/reader.ts `camel`),
// and sends each request by the contract's names (`wire`). Above it, in stores, components,
// features and everywhere else in src/, a field name of the contract such as `payment_status` or
// `external_code` is a server shape leaking through: this check names each one. A pure check, so
// scripts/checks/check-imports.mjs runs it on the tree and its test on made-up files.

/**
 * The contract's field names that the shop's models name otherwise: every property of
 * contract/openapi.json (schemas and request bodies) with a `_` in it (`code` or `status` are the
 * same in both).
 */
export function serverNames(contract) {
  const names = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if (node.properties && typeof node.properties === 'object') for (const name of Object.keys(node.properties)) names.add(name);
      Object.values(node).forEach(walk);
    }
  };
  walk(contract);
  return [...names].filter((name) => name.includes('_')).sort();
}

/** `file:line: name` for each server field name in a source of src/ outside api/ (test files included). */
export function serverNamesAbove(sources, names) {
  if (names.length === 0) return [];
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  const problems = [];
  for (const [file, source] of sources) {
    if (file.startsWith('src/api/')) continue;
    source.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(pattern)) problems.push(`${file}:${index + 1}: ${match[1]} (a contract name above api/)`);
    });
  }
  return problems;
}
