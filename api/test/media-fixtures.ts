import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: `size`×`size` pixels of RGB noise (noise keeps it from compressing away). */
export function png(size: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 1; x < row.length; x += 1) row[x] = (x * 7919 + y * 104_729) % 251;
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `length` bytes that differ from their neighbours, so a wrong slice shows. */
const payload = (length: number) => Buffer.from(Array.from({ length }, (_, index) => (index * 31 + 7) % 256));

/** An ISO base media box: 32-bit size, 4-letter type, body. */
function box(type: string, body: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'ascii');
  return Buffer.concat([header, body]);
}

/** An MP4 (brand `isom`) or QuickTime (brand `qt  `) file: its `ftyp` box and `size` bytes of media data. */
export function isoMedia(brand: 'isom' | 'qt  ', size: number) {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\0\0${brand}mp41`, 'latin1'));
  return Buffer.concat([ftyp, box('mdat', payload(size))]);
}

/** An EBML element with a one-byte size. */
const element = (id: number[], data: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);

/** A Matroska file of this DocType (`webm` for WebM): its EBML header, then `size` bytes. */
export function matroska(docType: 'webm' | 'matroska', size: number) {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      element([0x42, 0x86], Buffer.from([1])),
      element([0x42, 0x82], Buffer.from(docType, 'ascii')),
    ]),
  );
  return Buffer.concat([header, payload(size)]);
}
