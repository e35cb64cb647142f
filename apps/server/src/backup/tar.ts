/**
 * The little of the tar format (POSIX ustar) that backups need: regular files, written one after another, read
 * back in order. Any `tar` reads the archives (`tar -tzf backup.tar.gz`); this reader reads only what the writer
 * writes (other entry types are skipped).
 */

const BLOCK = 512;

/** A ustar header for a regular file; names longer than 100 bytes are split into prefix and name. */
export function tarHeader(name: string, size: number, mtime: Date = new Date()): Buffer {
  let base = name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`tar: name too long: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const h = Buffer.alloc(BLOCK);
  h.write(base, 0, 100, 'utf8');
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  h.write('        ', 148); // the checksum counts its own field as spaces
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/** Zeros that pad a file's bytes to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The end of an archive: two empty blocks. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** Reads the regular files of a tar stream in order (each file's bytes in memory, one at a time). */
export async function* readTar(input: AsyncIterable<Buffer | string>): AsyncGenerator<TarEntry> {
  const chunks: Buffer[] = [];
  let buffered = 0;
  const it = input[Symbol.asyncIterator]();
  let done = false;
  const take = async (n: number, endAllowed = false): Promise<Buffer | null> => {
    while (buffered < n && !done) {
      const r = await it.next();
      if (r.done) done = true;
      else {
        const b = typeof r.value === 'string' ? Buffer.from(r.value) : r.value;
        chunks.push(b);
        buffered += b.length;
      }
    }
    if (buffered < n) {
      if (buffered === 0 && endAllowed) return null;
      throw new Error('The archive is truncated: it ends in the middle of a file');
    }
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    chunks.length = 0;
    if (rest.length) chunks.push(rest);
    buffered = rest.length;
    return out;
  };
  for (;;) {
    const h = await take(BLOCK, true);
    if (!h || h.every((b) => b === 0)) return;
    if (h.toString('latin1', 257, 262) !== 'ustar') throw new Error('The file is not a Bazaar backup (not a tar archive)');
    let stored = 0;
    for (let i = 0; i < BLOCK; i++) stored += i >= 148 && i < 156 ? 32 : h[i]!;
    if (stored !== parseInt(h.toString('latin1', 148, 156).replace(/\0.*$/, '').trim(), 8))
      throw new Error('The archive is damaged (a header checksum does not match)');
    const field = (at: number, len: number) => h.toString('utf8', at, at + len).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const type = String.fromCharCode(h[156]!);
    const data = Buffer.from((await take(size))!);
    await take((BLOCK - (size % BLOCK)) % BLOCK);
    if (type === '0' || type === '\0') yield { name, data };
  }
}
