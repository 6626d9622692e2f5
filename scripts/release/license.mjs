// LICENSE's third-party section, made from the notices the last build wrote (build/notices.mjs):
// one line per bundled library with its version, licence and copyright lines.
//   node scripts/release/license.mjs          rewrite the section
//   node scripts/release/license.mjs --check  exit 1 when it differs (test/node/release.test.mjs runs this check)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);
const MARK = 'CDN files).\n\n';

/** A copyright line: "Copyright (c) 2017 …", "Copyright 2020 …", "Copyright JS Foundation …", "@license X | (c) Y | …"; not the licence's own talk of "copyright notice". */
const COPYRIGHT = /^\s*Copyright (\([cC]\)|©|\d{4}|[A-Z][\w.]* [A-Z])|^@license .*\(c\)/;

/** The packages of a notices file: `{ name, version, license, copyright[] }`. */
export function parseNotices(text) {
  const blocks = text.split(/^={72}\n/m).slice(1);
  const out = [];
  for (let i = 0; i + 1 < blocks.length; i += 2) {
    const head = /^(\S+) (\S+), licence: (.+)\n$/.exec(blocks[i]);
    if (!head) throw new Error(`THIRD-PARTY-NOTICES.txt: cannot read the heading ${JSON.stringify(blocks[i])}`);
    const copyright = [...new Set(blocks[i + 1].split('\n').filter((line) => COPYRIGHT.test(line)).map((line) => line.trim()))];
    out.push({ name: head[1], version: head[2], license: head[3], copyright });
  }
  return out;
}

export const section = (packages) =>
  packages.map((p) => [`- ${p.name} ${p.version}, ${p.license}`, ...p.copyright.map((line) => `  ${line}`)].join('\n')).join('\n') + '\n';

export function expectedLicense() {
  const license = readFileSync(new URL('LICENSE', root), 'utf8');
  const at = license.indexOf(MARK);
  if (at < 0) throw new Error('LICENSE: the third-party section heading is missing');
  const notices = readFileSync(new URL('dist/THIRD-PARTY-NOTICES.txt', root), 'utf8');
  return { current: license, expected: license.slice(0, at + MARK.length) + section(parseNotices(notices)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { current, expected } = expectedLicense();
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error('LICENSE: its third-party section differs from dist/THIRD-PARTY-NOTICES.txt; run node scripts/release/license.mjs');
      process.exit(1);
    }
  } else writeFileSync(new URL('LICENSE', root), expected);
}
