// A small ZIP writer and reader without dependencies, for the WordPress plugin's zip (release.mjs):
// entries deflated (or stored, when deflating does not make them smaller), UTF-8 names, Unix modes,
// a folder entry for every folder, and no ZIP64 (every size and offset under 4 GiB). `unzip` reads the
// central directory and checks each entry's CRC, for the tests.
import * as zlib from 'node:zlib';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const UTF8 = 0x0800; // general purpose flag bit 11: the names are UTF-8
const VERSION = 20; // 2.0: folders and deflate
const MADE_BY = (3 << 8) | VERSION; // 3: Unix, so that the external attributes hold the mode

let table;
/** CRC-32 (ISO 3309) of bytes: zlib's where Node has it (20.15 and later), else tableCrc32's. */
export const crc32 = (bytes) => (typeof zlib.crc32 === 'function' ? zlib.crc32(bytes) >>> 0 : tableCrc32(bytes));

/** CRC-32 by a table, for Node before 20.15. */
export function tableCrc32(bytes) {
  table ??= Array.from({ length: 256 }, (_, n) => {
    for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
    return n >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = table[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time of a Date (local fields, 2-second steps, 1980 at the earliest). */
function dosDateTime(date) {
  const year = Math.max(date.getFullYear(), 1980);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * The bytes of a zip of `entries`, in their order after the folders they need.
 * @param {{ name: string, data: Buffer | string, mode?: number }[]} entries paths with `/`, no leading `/`
 * @param {{ date?: Date }} [options] the entries' modification time
 * @returns {Buffer}
 */
export function zip(entries, { date = new Date() } = {}) {
  const files = [];
  const seen = new Set();
  for (const { name, data, mode = 0o644 } of entries) {
    if (!name || name.startsWith('/') || name.split('/').some((part) => part === '..' || part === '.') || name.includes('\\'))
      throw new Error(`zip: not a relative path: ${name}`);
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = `${parts.slice(0, i).join('/')}/`;
      if (!seen.has(folder)) {
        seen.add(folder);
        files.push({ name: folder, data: Buffer.alloc(0), mode: 0o40755 });
      }
    }
    if (seen.has(name)) throw new Error(`zip: ${name} twice`);
    seen.add(name);
    files.push({ name, data: Buffer.isBuffer(data) ? data : Buffer.from(data), mode: 0o100000 | mode });
  }

  const { time, day } = dosDateTime(date);
  const chunks = [];
  const central = [];
  let offset = 0;
  for (const { name, data, mode } of files) {
    const folder = name.endsWith('/');
    const deflated = folder ? data : zlib.deflateRawSync(data, { level: 9 });
    const method = !folder && deflated.length < data.length ? 8 : 0;
    const body = method === 8 ? deflated : data;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    if (offset + body.length > 0xfffffffe) throw new Error('zip: over 4 GiB needs ZIP64, which this writer does not write');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    chunks.push(local, nameBytes, body);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL, 0);
    entry.writeUInt16LE(MADE_BY, 4);
    entry.writeUInt16LE(VERSION, 6);
    entry.writeUInt16LE(UTF8, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(day, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    // extra field length, comment length, disk number, internal attributes: 0
    entry.writeUInt32LE(((mode << 16) | (folder ? 0x10 : 0)) >>> 0, 38); // Unix mode, and MS-DOS's folder bit
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);

    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(central);
  if (files.length > 0xffff) throw new Error('zip: over 65,535 entries needs ZIP64');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

/**
 * The entries of a zip (no ZIP64, no encryption), read by its central directory; each entry's data is
 * inflated and its CRC and size checked against both headers.
 * @param {Buffer} bytes
 * @returns {{ name: string, data: Buffer, method: number, mode: number, folder: boolean }[]}
 */
export function unzip(bytes) {
  const endAt = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > bytes.length) throw new Error('unzip: no end of central directory');
  const count = bytes.readUInt16LE(endAt + 10);
  let at = bytes.readUInt32LE(endAt + 16);
  if (at + bytes.readUInt32LE(endAt + 12) !== endAt) throw new Error('unzip: the central directory is not where the end record says');
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== CENTRAL) throw new Error(`unzip: entry ${i}: no central directory header`);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const length = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const attributes = bytes.readUInt32LE(at + 38);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;

    if (bytes.readUInt32LE(local) !== LOCAL) throw new Error(`unzip: ${name}: no local header`);
    if (bytes.toString('utf8', local + 30, local + 30 + bytes.readUInt16LE(local + 26)) !== name)
      throw new Error(`unzip: ${name}: the local header names another file`);
    for (const [offset, value] of [
      [8, method],
      [14, crc],
      [18, size],
      [22, length],
    ])
      if ((offset === 8 ? bytes.readUInt16LE(local + offset) : bytes.readUInt32LE(local + offset)) !== value)
        throw new Error(`unzip: ${name}: the local header and the central directory disagree`);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const body = bytes.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`unzip: ${name}: compression method ${method}`);
    const data = method === 8 ? zlib.inflateRawSync(body) : Buffer.from(body);
    if (data.length !== length || crc32(data) !== crc) throw new Error(`unzip: ${name}: size or CRC does not match`);
    entries.push({ name, data, method, mode: attributes >>> 16, folder: name.endsWith('/') });
  }
  return entries;
}
