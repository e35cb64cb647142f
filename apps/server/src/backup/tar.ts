/**
 * The backup archive's tar (POSIX ustar) through tar-stream (decision 063): regular files written one after
 * another and read back in order. Any `tar` reads the archives (`tar -tzf backup.tar.gz`); other entry types are
 * skipped when reading.
 */
import type { Readable } from 'node:stream';
import tar from 'tar-stream';

export interface TarEntry {
  name: string;
  data: Buffer;
}

/**
 * A tar stream of the entries, taken one at a time as the stream is read (a file's bytes are read from disk only
 * when the archive reaches it). An error in `entries` ends the stream with that error.
 */
export function packTar(entries: Iterable<TarEntry>, mtime: Date = new Date()): Readable {
  const pack = tar.pack();
  void (async () => {
    for (const e of entries) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: e.name, size: e.data.length, mode: 0o644, mtime, type: 'file' }, e.data, (err) => (err ? reject(err) : resolve())),
      );
    }
    pack.finalize();
  })().catch((err: unknown) => pack.destroy(err instanceof Error ? err : new Error(String(err))));
  return pack as unknown as Readable;
}

/** What tar-stream says, in words a person restoring a backup can act on. */
function explain(err: unknown): unknown {
  if (!(err instanceof Error) || (err as NodeJS.ErrnoException).code) return err; // gzip's and the file's own errors
  if (/^Invalid (tar )?header/.test(err.message)) return new Error('The file is not a Bazaar backup, or the archive is damaged (a tar header does not check)');
  if (/Unexpected end of data/.test(err.message)) return new Error('The archive is truncated: it ends in the middle of a file');
  return err;
}

/** Reads the regular files of a tar stream in order (each file's bytes in memory, one at a time). */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const extract = tar.extract();
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === 'file') yield { name: entry.header.name, data: Buffer.concat(chunks) };
    }
  } catch (err) {
    throw explain(err);
  } finally {
    input.unpipe(extract as unknown as NodeJS.WritableStream);
    input.destroy();
  }
}
