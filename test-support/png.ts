import zlib from 'node:zlib';

/** The colour types this encoder writes: 0 = greyscale (1 byte a pixel), 2 = truecolour (3 bytes a pixel). */
export type PngColour = 0 | 2;

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/**
 * The one PNG encoder of the test fixtures (API tests and browser tests): 8-bit pixels, `rows` already filtered
 * (each row starts with its filter byte, 0 for none). `rows` may hold fewer rows than `height` claims, to build
 * a truncated image or a decompression bomb's shape.
 */
export function encodePng(width: number, height: number, colour: PngColour, rows: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colour;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid solid-colour PNG with a soft diagonal stripe, so thumbnails are not completely flat. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    const t = x % 16 < 8 ? 0 : 18;
    row[1 + x * 3] = Math.min(255, r + t);
    row[2 + x * 3] = Math.min(255, g + t);
    row[3 + x * 3] = Math.min(255, b + t);
  }
  return encodePng(width, height, 2, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A PNG whose header claims `width` × `height` with one row of pixel data: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  return encodePng(width, height, 0, Buffer.alloc(1 + width));
}
