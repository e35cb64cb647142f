import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { upsertAccount } from '../../src/modules/auth/auth.service.js';
import { insertShop } from '../support/fixtures.js';
import { ENGINE, multipart, samplePng } from '../support/harness.js';
import { killHard, postJson, startServer, type ServerProcess } from '../../../../test-support/server-process.js';

const tool = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/backup.js');
const PASSWORD = 'modes-test-pass';

/** Every file and folder under `root` whose mode is not 0600 (files) or 0700 (folders), as `mode path`. */
function notPrivate(root: string): string[] {
  const wrong: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    const mode = st.mode & 0o777;
    if (st.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${mode.toString(8)} ${path.relative(root, p) || '.'}/`);
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else if (mode !== 0o600) wrong.push(`${mode.toString(8)} ${path.relative(root, p)}`);
  };
  visit(root);
  return wrong;
}

const count = (root: string) => fs.readdirSync(root, { recursive: true }).length;

/** Runs `fn` with the process umask at 000, as a careless shell or service manager might start the server. */
async function withOpenUmask<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.umask(0);
  try {
    return await fn();
  } finally {
    process.umask(before);
  }
}

function runTool(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    // Spawned under umask 000 (inherited), like the server below.
    const before = process.umask(0);
    const p = spawn(process.execPath, [tool, ...args], {
      env: { PATH: process.env.PATH ?? '', INIT_CWD: process.cwd(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    process.umask(before);
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += String(d)));
    p.stderr.on('data', (d) => (err += String(d)));
    p.once('exit', (code) => resolve({ code, out, err }));
  });
}

/**
 * Issue 21 #10: the embedded database's files were world-writable (968 of 1,106 files 0666) and the backup archive
 * 0644. Started under umask 000, the server, its writes, a backup and a restore leave only 0600 files and 0700
 * folders; a folder left open by an earlier version is closed at the next start.
 */
describe.runIf(ENGINE === 'pglite')('file modes of the embedded database, images and backups (process test)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-modes-'));
  const dataDir = path.join(root, 'data');
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await killHard(s);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps every file 0600 and every folder 0700 after start, writes, a backup and a restore', { timeout: 600_000 }, async () => {
    // Seeded under umask 000 in this process too (the same code as the server's open).
    await withOpenUmask(async () => {
      const database = await openDatabase({ dataDir });
      const admin = await upsertAccount(database.db, { name: 'Modes Admin', email: 'modes-admin@example.in', password: PASSWORD, role: 'admin' });
      await insertShop(database.db, admin.id);
      await upsertAccount(database.db, { name: 'Modes Shopper', email: 'modes-shopper@example.in', password: PASSWORD, role: 'user' });
      await database.close();
    });
    expect(notPrivate(dataDir)).toEqual([]);
    expect(count(dataDir)).toBeGreaterThan(900); // PGlite's whole folder was looked at

    // What an earlier version left: world-writable files and folders.
    const legacy = path.join(dataDir, 'uploads', 'products');
    fs.mkdirSync(legacy, { recursive: true });
    fs.writeFileSync(path.join(legacy, 'legacy.webp'), 'old');
    fs.chmodSync(path.join(legacy, 'legacy.webp'), 0o666);
    fs.chmodSync(legacy, 0o777);
    fs.chmodSync(path.join(dataDir, 'pg', 'PG_VERSION'), 0o666);
    fs.chmodSync(dataDir, 0o755);
    expect(notPrivate(dataDir)).toEqual(expect.arrayContaining(['755 ./', '777 uploads/products/', '666 uploads/products/legacy.webp', '666 pg/PG_VERSION']));

    const server = await withOpenUmask(() => startServer({ DATA_DIR: dataDir }));
    servers.push(server);
    expect(notPrivate(dataDir)).toEqual([]);

    // Writes: an image upload (the local folder), a cart and an order (the database).
    const admin = (await postJson(server.base, '/api/auth/login', { email: 'modes-admin@example.in', password: PASSWORD })).cookie!;
    const form = multipart(
      { name: 'Private tea', description: 'Assam tea', price: '120', quantity: '5', category: 'Grocery' },
      { filename: 'tea.png', content: await samplePng(400, 300) },
    );
    const created = await fetch(`${server.base}/api/products`, { method: 'POST', headers: { cookie: admin, ...form.headers }, body: form.payload });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = ((await created.json()) as { product: { _id: string; image: string } }).product;
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'products', product.image))).toBe(true);
    const shopper = (await postJson(server.base, '/api/auth/login', { email: 'modes-shopper@example.in', password: PASSWORD })).cookie!;
    expect((await postJson(server.base, '/api/cart/add', { itemId: product._id, quantity: 2 }, shopper)).status).toBe(200);
    const order = await postJson(server.base, '/api/orders', { address: 'House 1, MG Road, Pune 411001, 9876543210', paymentMethod: 'COD' }, shopper);
    expect(order.status, JSON.stringify(order.json)).toBe(201);
    expect(notPrivate(dataDir)).toEqual([]);

    // A backup while the server runs (the server writes its copy into DATA_DIR), and the archive itself.
    const archive = path.join(root, 'bazaar.tar.gz');
    const b = await runTool(['backup', archive], { DATA_DIR: dataDir });
    expect(b.code, b.err).toBe(0);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(notPrivate(dataDir)).toEqual([]);

    // A restore into a new folder.
    const restored = path.join(root, 'restored');
    const r = await runTool(['restore', archive], { DATA_DIR: restored });
    expect(r.code, r.err).toBe(0);
    expect(count(restored)).toBeGreaterThan(900);
    expect(notPrivate(restored)).toEqual([]);
  });
});
