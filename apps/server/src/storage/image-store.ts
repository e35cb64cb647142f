import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import type { ProcessedImage } from './images.js';

export type ImageArea = 'shop-images' | 'products';
export const IMAGE_AREAS: readonly ImageArea[] = ['shop-images', 'products'];

/** How /uploads answers an image, wherever it is stored: content-hash names never change, so cache for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The Content-Type /uploads sends for a stored file name (the same as the local folder's static serving). */
export function imageContentType(name: string): string {
  return IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** An image read from a store: its bytes, or "not modified" for a conditional request that still matches. */
export type OpenedImage = { status: 200; body: Readable | Buffer; length?: number; etag?: string; lastModified?: Date } | { status: 304; etag?: string };

/** Where uploaded images live. The local folder is one implementation; an S3-compatible store is another. */
export interface ImageStore {
  save(area: ImageArea, image: ProcessedImage): Promise<string>;
  /** Local folder served at /uploads, when the store has one. */
  readonly localRoot?: string;
  /** A store without a local folder reads an image by key (`{area}/{name}`, `{area}/thumb/{name}`); null = none. */
  open?(key: string, ifNoneMatch?: string): Promise<OpenedImage | null>;
  /** Where /uploads/{key} redirects to instead of streaming (a CDN or public bucket), when set. */
  readonly publicUrl?: string;
  /**
   * The private area (`returns/…`, issue 26 #2): photos only their people may see. /uploads refuses the area; the
   * bytes are read through a route that checks access. Keys are `returns/{returnId}/{photoId}.webp`.
   */
  savePrivate(key: string, data: Buffer): Promise<void>;
  /** A private file's bytes, or null when there is none. */
  openPrivate(key: string): Promise<Buffer | null>;
  /** Deletes private files (erasure); a missing one is nothing to do. */
  deletePrivate(keys: readonly string[]): Promise<void>;
  close?(): void;
}

/** The first segment of every private key: /uploads refuses it on the folder and on the bucket. */
export const PRIVATE_AREA = 'returns';
/** A private key as the stores take it: the area, a uuid folder, a uuid file name. Anything else is refused. */
const PRIVATE_KEY = /^returns\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;
export function assertPrivateKey(key: string): string {
  if (!PRIVATE_KEY.test(key)) throw new Error(`not a private file key: ${key}`);
  return key;
}

export class LocalImageStore implements ImageStore {
  constructor(readonly localRoot: string) {}

  async save(area: ImageArea, image: ProcessedImage): Promise<string> {
    const dir = path.join(this.localRoot, area);
    await fs.mkdir(path.join(dir, 'thumb'), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeAtomic(path.join(dir, image.name), image.full);
    await writeAtomic(path.join(dir, 'thumb', image.name), image.thumb);
    return image.name;
  }

  async savePrivate(key: string, data: Buffer): Promise<void> {
    const file = path.join(this.localRoot, assertPrivateKey(key));
    await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeAtomic(file, data);
  }

  async openPrivate(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.localRoot, assertPrivateKey(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async deletePrivate(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const file = path.join(this.localRoot, assertPrivateKey(key));
      await fs.rm(file, { force: true });
      // The return's folder goes with its last photo (rmdir refuses a folder that still holds one).
      await fs.rmdir(path.dirname(file)).catch(() => undefined);
    }
  }
}

/**
 * Writes `data` to `file` through a temporary file and a rename, so a reader never sees half a file.
 * The temporary name is random (two writers of the same file never share one), and the file name is a content
 * hash: when it already exists it already holds these bytes, so a second writer keeps it (idempotent). The file is
 * its owner's only (0600), as the rest of the platform's data.
 */
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  if (await exists(file)) return;
  const tmp = `${file}.${crypto.randomUUID()}.tmp`;
  try {
    await fs.writeFile(tmp, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await fs.rename(tmp, file); // replaces an identical file written meanwhile: fine on POSIX
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
