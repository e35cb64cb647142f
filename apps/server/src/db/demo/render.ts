import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../../storage/images.js';
import type { ImageArea, ImageStore } from '../../storage/image-store.js';
import { artworkSvg, type ArtworkInput } from './artwork.js';

/**
 * Rendered artwork by SVG content hash. Rendering is deterministic, so the same SVG always gives the same
 * content-hashed file name. Each distinct SVG is rendered and encoded once per process, and the result is
 * also kept in a private folder under the OS temp dir, so a later demo load (a restart with a fresh
 * DATA_DIR, the tests) reuses it instead of rendering again.
 */
const rendered = new Map<string, Promise<ProcessedImage>>();
const CACHE_VERSION = 'v1';

export function renderArtwork(input: ArtworkInput): Promise<ProcessedImage> {
  const svg = artworkSvg(input);
  const key = crypto.createHash('sha256').update(`${CACHE_VERSION}\n${svg}`).digest('hex');
  let image = rendered.get(key);
  if (!image) {
    image = (async () => {
      const cached = await readCache(key);
      if (cached) return cached;
      // PNG is only an intermediate step before processImage re-encodes to WebP: skip compression.
      const processed = await processImage(await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer());
      await writeCache(key, processed);
      return processed;
    })();
    rendered.set(key, image);
    image.catch(() => rendered.delete(key));
  }
  return image;
}

let cacheDir: Promise<string | null> | undefined;

/** A folder only this OS user can write; null (no disk cache) when that cannot be guaranteed. */
function artCacheDir(): Promise<string | null> {
  cacheDir ??= (async () => {
    const dir = path.join(os.tmpdir(), `bazaar-demo-art-${process.getuid?.() ?? 'user'}`);
    try {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const st = await fs.stat(dir);
      const uid = process.getuid?.();
      if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0) return null;
      return dir;
    } catch {
      return null;
    }
  })();
  return cacheDir;
}

const NAME = /^[0-9a-f]{32}\.webp$/;

async function readCache(key: string): Promise<ProcessedImage | null> {
  const dir = await artCacheDir();
  if (!dir) return null;
  try {
    const [name, full, thumb] = await Promise.all([
      fs.readFile(path.join(dir, `${key}.name`), 'utf8'),
      fs.readFile(path.join(dir, `${key}.full`)),
      fs.readFile(path.join(dir, `${key}.thumb`)),
    ]);
    // The name is the content hash of the full image (as processImage makes it): check it still is.
    const expected = `${crypto.createHash('sha256').update(full).digest('hex').slice(0, 32)}.webp`;
    return NAME.test(name) && name === expected && thumb.length > 0 ? { name, full, thumb } : null;
  } catch {
    return null;
  }
}

async function writeCache(key: string, image: ProcessedImage): Promise<void> {
  const dir = await artCacheDir();
  if (!dir) return;
  try {
    const tmp = `.${process.pid}.${crypto.randomUUID()}`;
    for (const [ext, data] of [
      ['full', image.full],
      ['thumb', image.thumb],
      ['name', image.name],
    ] as const) {
      await fs.writeFile(path.join(dir, `${key}.${ext}${tmp}`), data);
      await fs.rename(path.join(dir, `${key}.${ext}${tmp}`), path.join(dir, `${key}.${ext}`));
    }
  } catch {
    /* the cache is an optimisation only */
  }
}

/** Renders the artwork and stores it like an upload; returns the stored file name. */
export async function saveArtwork(images: ImageStore, area: ImageArea, input: ArtworkInput): Promise<string> {
  return images.save(area, await renderArtwork(input));
}

/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Enough work in flight to keep libvips busy on every core without a burst of memory. */
export const RENDER_CONCURRENCY = Math.max(2, Math.min(8, os.availableParallelism() * 2));
