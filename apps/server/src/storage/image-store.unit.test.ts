import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalImageStore } from './image-store.js';

describe('LocalImageStore', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
  });

  it('stores one image saved 10 times at once (same tick) without an error, once, with no temporary files left', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-store-'));
    roots.push(root);
    const store = new LocalImageStore(root);
    const image = { name: 'a'.repeat(32) + '.webp', full: Buffer.alloc(200_000, 7), thumb: Buffer.alloc(20_000, 3) };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.save('products', image)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(files.map((d) => path.relative(root, path.join(d.parentPath, d.name))).sort()).toEqual([
      path.join('products', image.name),
      path.join('products', 'thumb', image.name),
    ]);
    expect(fs.readFileSync(path.join(root, 'products', image.name)).equals(image.full)).toBe(true);
  });

  it('saving again over an existing identical file succeeds', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-store-'));
    roots.push(root);
    const store = new LocalImageStore(root);
    const image = { name: 'b'.repeat(32) + '.webp', full: Buffer.from('full'), thumb: Buffer.from('thumb') };
    await store.save('shop-images', image);
    await expect(store.save('shop-images', image)).resolves.toBe(image.name);
  });
});
