import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32, inflateRawSync } from 'node:zlib';

/** A zip archive of uncompressed entries: enough for a manifest-only jar. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Manifest lines are at most 72 bytes; longer ones continue on lines that start with a space. */
export function manifest(attributes: Record<string, string>): string {
  const lines = Object.entries(attributes).flatMap(([key, value]) => {
    const line = `${key}: ${value}`;
    const parts = [line.slice(0, 72)];
    for (let i = 72; i < line.length; i += 71) parts.push(` ${line.slice(i, i + 71)}`);
    return parts;
  });
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** One entry of a zip file, read through its central directory alone; undefined when absent. */
export function zipEntry(file: string, name: string): Buffer | undefined {
  const fd = openSync(file, 'r');
  const read = (position: number, length: number) => {
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, position);
    return buffer;
  };
  try {
    const size = fstatSync(fd).size;
    // The end record (22 bytes and a comment of up to 64 KB) closes the file.
    const tail = read(Math.max(0, size - 65_557), Math.min(size, 65_557));
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0) return undefined;
    const directory = read(tail.readUInt32LE(end + 16), tail.readUInt32LE(end + 12));
    for (let at = 0; at + 46 <= directory.length;) {
      const nameLength = directory.readUInt16LE(at + 28);
      if (directory.toString('utf8', at + 46, at + 46 + nameLength) === name) {
        const local = directory.readUInt32LE(at + 42);
        const header = read(local, 30);
        const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
        const data = read(start, directory.readUInt32LE(at + 20));
        return directory.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data;
      }
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return undefined;
  } finally {
    closeSync(fd);
  }
}
