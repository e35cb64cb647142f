// The bench's own packages (autocannon, Lighthouse) live in bench/package.json, not in the product's: `npm ci` for the
// product leaves them out. `npm run bench` and `npm run bench:peers` install them here first, again only when the
// lockfile changed since the last install (npm keeps its own copy in node_modules).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs `npm ci` in `dir` when its node_modules is missing or older than its package-lock.json. */
export function installOwnPackages(dir) {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: dir });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
