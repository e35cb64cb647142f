import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database, its backups and the local images are the platform's data (password hashes, PANs,
 * addresses): only the account that runs the server may read or change them (issue 21 #10). Files 0600, folders
 * 0700, whatever the umask of the shell that started the server.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** The process umask the server and the backup tool run with: no group or other bits on anything they create. */
export const PRIVATE_UMASK = 0o077;

/** Removes group and other bits from a mode (keeps the type bits and the owner's). */
export const ownerOnly = (mode: number): number => mode & ~0o077;

/** Sets the process umask so every file and folder this process creates is its owner's only. */
export function restrictUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/** Creates `dir` (and missing parents) and makes `dir` itself 0700, also when it already existed. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Takes group and other bits off every file and folder under `root` (root included), without following links:
 * PGlite's folder or the images folder as an earlier version wrote them becomes private at the next start. Returns how many entries it changed. A missing root is nothing to do.
 */
export function tightenTree(root: string): number {
  let changed = 0;
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return; // removed meanwhile
    }
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o077) !== 0) {
      fs.chmodSync(p, st.mode & 0o700);
      changed++;
    }
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return changed;
}
