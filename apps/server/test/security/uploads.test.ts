import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../support/harness.js';
import { pngClaiming } from '../../../../test-support/png.js';
import { bareAdmin, buildWorld, digest, type World } from '../support/world.js';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

describe(`uploads (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    png = await samplePng(200, 150);
  }, 120_000);
  afterAll(() => t.close());

  /** The two upload endpoints, with fields that pass, so only the image decides. */
  type Upload = (file: { filename: string; content: Buffer; type?: string }) => Promise<LightMyRequestResponse>;
  /** Each prepares what the upload needs (a shop's admin) before the database is snapshotted. */
  const senders: Record<string, () => Promise<Upload>> = {
    product: async () => endpoints.product,
    shop: async () => {
      const admin = await bareAdmin(t.database.db);
      return (file) => {
        const form = multipart(
          {
            name: 'Upload Shop',
            category: 'Grocery',
            location: 'Pune',
            address: '1 FC Road, Pune 411004',
            phone: '9876543210',
            pan: 'ABCDE1234F',
            gstnumber: '27AAPFU0939F1ZV',
            admin,
          },
          file,
        );
        return t.app.inject({ method: 'POST', url: '/api/shops', headers: { cookie: w.who.superadmin.cookie, ...form.headers }, payload: form.payload });
      };
    },
  };
  const endpoints = {
    product: async (file: { filename: string; content: Buffer; type?: string }) => {
      const form = multipart({ name: 'Tea', description: 'Assam tea', price: '120', quantity: '5', category: 'Grocery' }, file);
      return t.app.inject({ method: 'POST', url: '/api/products', headers: { cookie: w.who.owner.cookie, ...form.headers }, payload: form.payload });
    },
  };

  const hostile: Array<[string, () => { filename: string; content: Buffer; type?: string }, number, RegExp]> = [
    ['an oversize file (6 MB)', () => ({ filename: 'big.png', content: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024, 1)]) }), 413, /at most 5 MB/],
    [
      'text with a .png name and image/png type',
      () => ({ filename: 'photo.png', content: Buffer.from('hello, I am not a picture at all') }),
      400,
      /not a supported image/,
    ],
    [
      'an executable with a .jpg name',
      () => ({ filename: 'photo.jpg', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]), type: 'image/jpeg' }),
      400,
      /not a supported image/,
    ],
    [
      'an HTML page',
      () => ({ filename: 'x.html', content: Buffer.from('<!doctype html><script>window.__xss=1</script>'), type: 'text/html' }),
      400,
      /not a supported image/,
    ],
    [
      'a truncated PNG',
      () => ({ filename: 'cut.png', content: png.subarray(0, Math.floor(png.length / 2)) }),
      400,
      /damaged or truncated|not a supported image/,
    ],
    [
      'an SVG with a script',
      () => ({
        filename: 'logo.svg',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
        type: 'image/svg+xml',
      }),
      400,
      /not a supported image/,
    ],
    ['a pixel flood (50,000 × 50,000)', () => ({ filename: 'flood.png', content: pngClaiming(50_000, 50_000) }), 400, /megapixels/],
    ['a pixel flood (1 × 60,000,000)', () => ({ filename: 'thin.png', content: pngClaiming(60_000_000, 1) }), 400, /megapixels|not a supported image/],
  ];

  for (const [area, prepare] of Object.entries(senders)) {
    for (const [what, file, status, message] of hostile) {
      it(`${area}: refuses ${what} (${status}) with a message, storing nothing`, async () => {
        const upload = await prepare();
        const files = filesUnder(t.uploadsDir);
        const before = await digest(t.database.db);
        const res = await upload(file());
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toMatch(message);
        expect(filesUnder(t.uploadsDir)).toEqual(files);
        expect(await digest(t.database.db)).toBe(before);
      });
    }
  }

  it("stores under the server's own name, whatever the file is called (../, absolute, NUL, very long)", async () => {
    for (const filename of ['../../../evil.png', '/etc/passwd', '..\\..\\evil.png', 'a\u0000.png', `${'x'.repeat(300)}.png`, '.htaccess']) {
      const res = await endpoints.product({ filename, content: png });
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(201);
      expect(res.json().product.image, filename).toMatch(/^[0-9a-f]{32}\.webp$/);
    }
    const stored = filesUnder(t.uploadsDir).map((f) => path.relative(t.uploadsDir, f));
    expect(
      stored.every((f) => /^products\/(thumb\/)?[0-9a-f]{32}\.webp$/.test(f)),
      stored.join('\n'),
    ).toBe(true);
    // Nothing landed where the names point (the temp folder is shared with other processes: look by name).
    for (const area of ['products', 'products/thumb', 'shop-images']) {
      for (const escaped of ['../../../evil.png', '..\\..\\evil.png', '.htaccess'])
        expect(fs.existsSync(path.resolve(t.uploadsDir, area, escaped)), escaped).toBe(false);
    }
  });

  it('re-encodes: markup appended to a real image is not in the stored file', async () => {
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>window.__xss=1</script></html>')]);
    const res = await endpoints.product({ filename: 'poly.png', content: polyglot });
    if (res.statusCode === 201) {
      const name = res.json().product.image as string;
      for (const f of [path.join(t.uploadsDir, 'products', name), path.join(t.uploadsDir, 'products', 'thumb', name)]) {
        const bytes = fs.readFileSync(f);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      }
    } else expect(res.statusCode).toBe(400);
  });

  it('the same new image in 10 parallel product creates (a double-clicked Save): all 201, one file, no temporary files', async () => {
    const fresh = await samplePng(211, 97); // never uploaded before in this run
    const results = await Promise.all(Array.from({ length: 10 }, () => endpoints.product({ filename: 'same.png', content: fresh })));
    expect(
      results.map((r) => r.statusCode),
      results.map((r) => r.body).join('\n'),
    ).toEqual(Array(10).fill(201));
    const names = new Set(results.map((r) => r.json().product.image as string));
    expect(names.size).toBe(1);
    const [name] = [...names];
    const stored = filesUnder(t.uploadsDir).map((f) => path.relative(t.uploadsDir, f));
    expect(stored.filter((f) => f.includes(name!)).sort()).toEqual([`products/${name}`, `products/thumb/${name}`]);
    expect(stored.filter((f) => !/\.webp$/.test(f))).toEqual([]);
  });

  it('serves stored images with nosniff, an image type, inline disposition without a client name, and no path escape', async () => {
    const created = await endpoints.product({ filename: 'evil"; filename=x.html', content: png });
    const name = created.json().product.image as string;
    for (const url of [`/uploads/products/${name}`, `/uploads/products/thumb/${name}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'/);
    }
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/products/..%2f..%2fpackage.json',
      '/uploads/.env',
      '/uploads/products/',
    ]) {
      const res = await t.app.inject({ url });
      expect([400, 403, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toMatch(/"workspaces"|DATABASE_URL/);
    }
  });
});
