// The bench's blocks in the docs: `npm run bench` rewrites what sits between
// `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` (scripts/bench/tables.mjs renders it),
// so no figure is copied by hand. Each pair must be in its file exactly once.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const open = (name) => `<!-- bench:${name} -->`;
export const close = (name) => `<!-- /bench:${name} -->`;

const count = (text, marker) => text.split(marker).length - 1;

/** `text` with the block NAME's content replaced; the markers stay. `where` names the file in errors. */
export function replaceBetween(text, name, content, where = 'the text') {
  const [start, end] = [open(name), close(name)];
  for (const marker of [start, end]) {
    const n = count(text, marker);
    if (n !== 1) throw new Error(`${where}: ${marker} ${n ? `appears ${n} times` : 'is missing'}; it must appear once`);
  }
  const from = text.indexOf(start) + start.length;
  const to = text.indexOf(end);
  if (to < from) throw new Error(`${where}: ${end} comes before ${start}`);
  return `${text.slice(0, from)}\n\n${content.trim()}\n\n${text.slice(to)}`;
}

/**
 * Writes `tables` ({ 'README.md': { NAME: markdown } }, paths under `root`) into their files. Every
 * block is replaced before any file is written, so a missing marker leaves all files as they were.
 * Returns the files that changed.
 */
export function writeTables(root, tables) {
  const texts = Object.entries(tables).map(([file, blocks]) => {
    const before = readFileSync(join(root, file), 'utf8');
    const after = Object.entries(blocks).reduce((text, [name, content]) => replaceBetween(text, name, content, file), before);
    return { file, before, after };
  });
  const changed = texts.filter((t) => t.after !== t.before);
  for (const { file, after } of changed) writeFileSync(join(root, file), after);
  return changed.map((t) => t.file);
}
