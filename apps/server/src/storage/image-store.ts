import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './images.js';

export type ImageArea = 'shop-images' | 'products';
export const IMAGE_AREAS: readonly ImageArea[] = ['shop-images', 'products'];

/** Where uploaded images live. The local folder is one implementation; an S3-compatible store is another. */
export interface ImageStore {
  save(area: ImageArea, image: ProcessedImage): Promise<string>;
  /** Local folder served at /uploads, when the store has one. */
  readonly localRoot?: string;
}

export class LocalImageStore implements ImageStore {
  constructor(readonly localRoot: string) {}

  async save(area: ImageArea, image: ProcessedImage): Promise<string> {
    const dir = path.join(this.localRoot, area);
    await fs.mkdir(path.join(dir, 'thumb'), { recursive: true });
    await writeAtomic(path.join(dir, image.name), image.full);
    await writeAtomic(path.join(dir, 'thumb', image.name), image.thumb);
    return image.name;
  }
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}
