import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

export const SUPERADMIN = { email: 'owner@e2e.bazaar.test', password: 'e2e-owner-password-2026' };

function waitForChromium(timeoutMs = 300_000): void {
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const until = Date.now() + timeoutMs;
  // Chromium may still be installing through apt on a fresh machine.
  while (!fs.existsSync(exe)) {
    if (Date.now() > until) throw new Error(`Chromium not found at ${exe}`);
    spawnSync('sleep', ['2']);
  }
}

/**
 * Builds the web app and the server (unless E2E_SKIP_BUILD=1) and names the platform owner's account. Each
 * worker then starts its own compiled server (what `npm start` runs) with a fresh data folder, no demo data and
 * its own mail sink: the `server` fixture in e2e/fixtures.ts (decision 068).
 */
export default function globalSetup(): void {
  waitForChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const b = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('build failed');
  }
  // Workers inherit this environment; each one's server creates this account on its first start.
  process.env.E2E_SUPERADMIN_EMAIL = SUPERADMIN.email;
  process.env.E2E_SUPERADMIN_PASSWORD = SUPERADMIN.password;
}
