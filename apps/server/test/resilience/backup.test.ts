import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { upsertAccount } from '../../src/modules/auth/auth.service.js';
import { LocalImageStore } from '../../src/storage/image-store.js';
import { processImage } from '../../src/storage/images.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { ENGINE, samplePng } from '../support/harness.js';
import { killHard, postJson, startServer, type ServerProcess } from '../../../../test-support/server-process.js';

/** The compiled backup tool (`npm run backup` / `npm run restore` run it; the API project's global setup builds it). */
const tool = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/backup.js');

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [tool, ...args], {
      env: { PATH: process.env.PATH ?? '', INIT_CWD: process.cwd(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += String(d)));
    p.stderr.on('data', (d) => (err += String(d)));
    p.once('exit', (code) => resolve({ code, out, err }));
  });
}

const PASSWORD = 'backup-test-pass';

/**
 * Issue 14 #4: seed → back up while the server runs → restore into a new folder → a server started on it answers
 * the same shops, products, orders and image bytes. The embedded database only (PostgreSQL: pg_dump, README), so
 * it runs in the PGlite step alone: on PostgreSQL it would repeat the same process test.
 */
describe.runIf(ENGINE === 'pglite')('backup and restore of the embedded database (process test)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-backup-'));
  const original = path.join(root, 'original');
  const restored = path.join(root, 'restored');
  const archive = path.join(root, 'bazaar.tar.gz');
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await killHard(s);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores shops, products, orders and images that a server started on the copy answers', { timeout: 600_000 }, async () => {
    // Seed: a shop with two products with images, a shopper.
    let shopId: string;
    let images: string[];
    {
      const database = await openDatabase({ dataDir: original });
      const store = new LocalImageStore(path.join(original, 'uploads'));
      const admin = await upsertAccount(database.db, { name: 'Backup Admin', email: 'backup-admin@example.in', password: PASSWORD, role: 'admin' });
      shopId = (await insertShop(database.db, admin.id)).id;
      images = [];
      for (const [i, size] of [
        [1, 300],
        [2, 500],
      ] as const) {
        const image = await store.save('products', await processImage(await samplePng(size, size - 100)));
        images.push(image);
        await insertProduct(database.db, shopId, { name: `Backed-up product ${i}`, quantity: 50, price: 99.5 * i, image });
      }
      await upsertAccount(database.db, { name: 'Backup Shopper', email: 'backup-shopper@example.in', password: PASSWORD, role: 'user' });
      await database.close();
    }

    const first = await startServer({ DATA_DIR: original });
    servers.push(first);
    const products = (await (await fetch(`${first.base}/api/products/shop/${shopId}`)).json()) as unknown;
    const productIds = JSON.stringify(products)
      .match(/"_id":"[0-9a-f-]{36}"/g)!
      .map((m) => m.slice(7, -1));
    const shopper = (await postJson(first.base, '/api/auth/login', { email: 'backup-shopper@example.in', password: PASSWORD })).cookie!;
    for (const id of productIds.slice(0, 2)) expect((await postJson(first.base, '/api/cart/add', { itemId: id, quantity: 2 }, shopper)).status).toBe(200);
    const order = await postJson(first.base, '/api/orders', { address: 'House 1, MG Road, Pune 411001, 9876543210', paymentMethod: 'COD' }, shopper);
    expect(order.status, JSON.stringify(order.json)).toBe(201);

    const answers = async (base: string) => {
      const get = async (p: string, cookie?: string) => {
        const res = await fetch(`${base}${p}`, { headers: cookie ? { cookie } : {} });
        expect(res.status, p).toBe(200);
        return res.headers.get('content-type')?.startsWith('image/') ? Buffer.from(await res.arrayBuffer()).toString('base64') : await res.json();
      };
      return {
        shops: await get('/api/shops'),
        shop: await get(`/api/shops/${shopId}`),
        products: await get(`/api/products/shop/${shopId}`),
        myOrders: await get('/api/orders/mine', await login(base, 'backup-shopper@example.in')),
        shopOrders: await get('/api/admin/orders', await login(base, 'backup-admin@example.in')),
        images: await Promise.all(images.flatMap((i) => [get(`/uploads/products/${i}`), get(`/uploads/products/thumb/${i}`)])),
      };
    };
    const login = async (base: string, email: string) => (await postJson(base, '/api/auth/login', { email, password: PASSWORD })).cookie!;
    const before = await answers(first.base);
    expect(JSON.stringify(before.myOrders)).toMatch(/Backed-up product/);

    // Backed up while the server runs: the server itself copies its database (SIGUSR2).
    const b = await run(['backup', archive], { DATA_DIR: original });
    expect(b.code, b.err).toBe(0);
    expect(b.out).toMatch(/from the running server\) and 4 image files/);

    // Restore refuses while a server runs on the folder.
    const refused = await run(['restore', archive], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/A Bazaar server \(pid \d+\) is running on DATA_DIR .*stop it before restoring/);

    // A change after the backup is not in the copy.
    await postJson(first.base, '/api/cart/add', { itemId: productIds[0], quantity: 1 }, shopper);
    expect((await postJson(first.base, '/api/orders', { address: 'House 2, MG Road, Pune 411001, 9876543210', paymentMethod: 'COD' }, shopper)).status).toBe(
      201,
    );

    const r = await run(['restore', archive], { DATA_DIR: restored });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/and 4 image files into/);
    const again = await run(['restore', archive], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already holds a database/);

    const second = await startServer({ DATA_DIR: restored });
    servers.push(second);
    expect(await answers(second.base)).toEqual(before);

    // A stopped server's folder is backed up by opening it; a damaged or foreign file is refused.
    await killHard(first);
    const stopped = await run(['backup', path.join(root, 'stopped.tar.gz')], { DATA_DIR: original });
    expect(stopped.code, stopped.err).toBe(0);
    expect(stopped.out).toMatch(/from the stopped folder/);
    fs.writeFileSync(path.join(root, 'junk.tar.gz'), 'not a backup');
    const junk = await run(['restore', path.join(root, 'junk.tar.gz')], { DATA_DIR: path.join(root, 'junk') });
    expect(junk.code).toBe(1);
    expect(junk.err).toMatch(/not a Bazaar backup/);
    const pg = await run(['backup', path.join(root, 'pg.tar.gz')], { DATABASE_URL: 'postgres://u@127.0.0.1:1/x' });
    expect(pg.code).toBe(1);
    expect(pg.err).toMatch(/pg_dump/);
  });
});
