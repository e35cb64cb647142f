import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Config } from '../config.js';
import { exportPgliteDataDir, hasPgliteDatabase, importPgliteDataDir, serverPidOf, type Database } from '../db/client.js';
import { IMAGE_AREAS, writeAtomic } from '../storage/image-store.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { packTar, readTar, type TarEntry } from './tar.js';

/**
 * `npm run backup -- <file>` / `npm run restore -- <file>` for the embedded database (decision 027): one
 * .tar.gz holding a manifest, PGlite's own copy of its data folder (dumpDataDir) and the uploads folder.
 * A running server is asked for the copy (it alone may open its folder): the backup tool drops a request file in
 * DATA_DIR and sends the server SIGUSR2; the server writes the copy beside it. A restore refuses while a server
 * runs on the folder, and writes only into a folder without a database.
 */

const MANIFEST = 'bazaar-backup.json';
const DATABASE_ENTRY = 'database.tar';
const UPLOADS_PREFIX = 'uploads/';
const FORMAT = 1;
const REQUEST_PREFIX = 'backup-request-';
/** How long the backup tool waits for a running server's copy of its database. */
const SERVER_COPY_TIMEOUT_MS = 5 * 60_000;

export interface BackupSummary {
  file: string;
  databaseBytes: number;
  images: number;
  /** How the database was copied: from a running server or by opening its stopped folder. */
  from: 'running server' | 'stopped folder';
}

type Paths = Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 's3'>;

function embeddedOnly(config: Paths, what: string): void {
  if (config.databaseUrl) {
    throw new Error(
      `DATABASE_URL is set: \`npm run ${what}\` is for the embedded database. Back up PostgreSQL with pg_dump and pg_restore (README, "Backups").`,
    );
  }
}

export async function backup(config: Paths, file: string): Promise<BackupSummary> {
  embeddedOnly(config, 'backup');
  if (!hasPgliteDatabase(config.dataDir)) throw new Error(`There is no embedded database in DATA_DIR ${config.dataDir}: nothing to back up`);
  let from: BackupSummary['from'] = 'running server';
  let db: Buffer;
  if (serverPidOf(config.dataDir)) db = await copyFromRunningServer(config.dataDir);
  else {
    from = 'stopped folder';
    try {
      db = await exportPgliteDataDir(config.dataDir);
    } catch (err) {
      // A server started meanwhile and holds the folder: ask it instead.
      if (!serverPidOf(config.dataDir)) throw err;
      from = 'running server';
      db = await copyFromRunningServer(config.dataDir);
    }
  }
  // The images after the database: a row's image is stored before the row is written, so every image the copied
  // rows name is already in the folder now. Images in a bucket (S3_BUCKET) are backed up with the bucket.
  const images = config.s3 ? [] : listImages(config.uploadsDir);
  const target = path.resolve(file);
  const tmp = `${target}.${crypto.randomUUID()}.tmp`;
  try {
    await pipeline(
      packTar(archiveEntries(db, config.uploadsDir, images)),
      zlib.createGzip({ level: 6 }),
      fs.createWriteStream(tmp, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
    );
    fs.chmodSync(tmp, PRIVATE_FILE_MODE); // also when it replaces an existing archive: 0600 whatever the umask
    fs.renameSync(tmp, target);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  return { file: target, databaseBytes: db.length, images: images.length, from };
}

function* archiveEntries(db: Buffer, uploadsDir: string, images: string[]): Generator<TarEntry> {
  const manifest = Buffer.from(
    `${JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString(), database: 'pglite', images: images.length }, null, 2)}\n`,
  );
  yield { name: MANIFEST, data: manifest };
  yield { name: DATABASE_ENTRY, data: db };
  for (const rel of images) yield { name: UPLOADS_PREFIX + rel, data: fs.readFileSync(path.join(uploadsDir, rel)) };
}

/** The stored images, relative to the uploads folder: `{area}/{name}` and `{area}/thumb/{name}` (no temp files). */
function listImages(uploadsDir: string): string[] {
  const out: string[] = [];
  for (const area of IMAGE_AREAS) {
    for (const sub of [area, `${area}/thumb`]) {
      let names: string[];
      try {
        names = fs.readdirSync(path.join(uploadsDir, sub));
      } catch {
        continue;
      }
      for (const name of names.sort()) {
        if (name.endsWith('.tmp') || name.startsWith('.')) continue;
        if (fs.statSync(path.join(uploadsDir, sub, name)).isFile()) out.push(`${sub}/${name}`);
      }
    }
  }
  return out;
}

/** Asks the server that holds DATA_DIR for a copy of its database and waits for it. */
async function copyFromRunningServer(dataDir: string): Promise<Buffer> {
  const nonce = crypto.randomBytes(16).toString('hex');
  const request = path.join(dataDir, REQUEST_PREFIX + nonce);
  const ready = path.join(dataDir, `backup-${nonce}.tar`);
  const failed = path.join(dataDir, `backup-${nonce}.error`);
  fs.writeFileSync(request, '', { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    const pid = serverPidOf(dataDir);
    if (!pid) throw new Error('The server stopped while the backup started: run the backup again');
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + SERVER_COPY_TIMEOUT_MS;
    for (;;) {
      if (fs.existsSync(ready)) return fs.readFileSync(ready);
      if (fs.existsSync(failed)) throw new Error(`The running server could not copy its database: ${fs.readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`The running server (pid ${pid}) did not copy its database within ${SERVER_COPY_TIMEOUT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const f of [request, ready, failed]) fs.rmSync(f, { force: true });
  }
}

/**
 * The server's side (server.ts, on SIGUSR2, embedded database only): answers every pending backup request in
 * DATA_DIR with a copy of the database, written beside it through a temporary name.
 */
export async function answerBackupRequests(database: Database, dataDir: string): Promise<number> {
  if (!database.dumpDataDir) return 0;
  const nonces = fs
    .readdirSync(dataDir)
    .filter((f) => f.startsWith(REQUEST_PREFIX))
    .map((f) => f.slice(REQUEST_PREFIX.length))
    .filter((n) => /^[0-9a-f]{32}$/.test(n));
  if (nonces.length === 0) return 0;
  let copy: Buffer | undefined;
  let error: string | undefined;
  try {
    copy = await database.dumpDataDir();
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  for (const nonce of nonces) {
    fs.rmSync(path.join(dataDir, REQUEST_PREFIX + nonce), { force: true });
    const out = path.join(dataDir, copy ? `backup-${nonce}.tar` : `backup-${nonce}.error`);
    const tmp = `${out}.tmp`;
    fs.writeFileSync(tmp, copy ?? error ?? 'unknown error', { mode: PRIVATE_FILE_MODE });
    fs.renameSync(tmp, out);
  }
  return nonces.length;
}

export interface RestoreSummary {
  databaseBytes: number;
  images: number;
  createdAt?: string;
}

/** Restores an archive into DATA_DIR (which must hold no database) and UPLOADS_DIR; refuses while a server runs. */
export async function restore(config: Paths, file: string): Promise<RestoreSummary> {
  embeddedOnly(config, 'restore');
  const pid = serverPidOf(config.dataDir);
  if (pid) throw new Error(`A Bazaar server (pid ${pid}) is running on DATA_DIR ${config.dataDir}: stop it before restoring`);
  if (hasPgliteDatabase(config.dataDir)) {
    throw new Error(`DATA_DIR ${config.dataDir} already holds a database: restore into a new folder (set DATA_DIR), or move this one away first`);
  }
  if (!fs.existsSync(file)) throw new Error(`No such backup file: ${file}`);
  let manifest: { format?: number; createdAt?: string } | undefined;
  let db: Buffer | undefined;
  let images = 0;
  const entries = readTar(fs.createReadStream(file).pipe(zlib.createGunzip()));
  try {
    for await (const e of entries) {
      if (!manifest) {
        if (e.name !== MANIFEST) throw new Error('The file is not a Bazaar backup (no manifest)');
        const read = JSON.parse(e.data.toString('utf8')) as { format?: number; createdAt?: string };
        if (read.format !== FORMAT) throw new Error(`The backup's format (${read.format}) is not one this version reads (${FORMAT})`);
        manifest = read;
      } else if (e.name === DATABASE_ENTRY) db = e.data;
      else if (e.name.startsWith(UPLOADS_PREFIX)) {
        await writeAtomicIn(config.uploadsDir, e.name.slice(UPLOADS_PREFIX.length), e.data);
        images++;
      }
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') throw new Error('The file is not a Bazaar backup (not gzip data)');
    throw err;
  }
  if (!manifest || !db) throw new Error('The backup is incomplete: it holds no database');
  await importPgliteDataDir(config.dataDir, db);
  return { databaseBytes: db.length, images, createdAt: manifest.createdAt };
}

/** Writes an image from the archive under the uploads folder: only `{area}/{name}` or `{area}/thumb/{name}`. */
async function writeAtomicIn(root: string, rel: string, data: Buffer): Promise<void> {
  const parts = rel.split('/');
  const ok =
    IMAGE_AREAS.includes(parts[0] as (typeof IMAGE_AREAS)[number]) &&
    (parts.length === 2 || (parts.length === 3 && parts[1] === 'thumb')) &&
    /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(parts[parts.length - 1]!);
  if (!ok) throw new Error(`The backup names an unexpected file: uploads/${rel}`);
  const dir = path.join(root, ...parts.slice(0, -1));
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeAtomic(path.join(dir, parts[parts.length - 1]!), data);
}
