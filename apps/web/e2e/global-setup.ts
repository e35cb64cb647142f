import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { startServer } from './helpers/server';
import { startMailSink } from './helpers/mail-sink';

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
 * Builds the web app and the server (unless E2E_SKIP_BUILD=1), starts the compiled server (what `npm start`
 * runs) on a free port with a fresh data folder and no demo data, and hands its URL to the tests through
 * E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  waitForChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const b = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('build failed');
  }
  // Mail goes to a sink on loopback: reset links and COD codes are only in sent mail (decision 039).
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-mail-'));
  const sink = await startMailSink(mailDir);
  const { url, stop } = await startServer({
    // All journeys log in from 127.0.0.1; rate limiting itself is tested in the API suite.
    RATE_LIMIT_SCALE: '50',
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    SMTP_URL: sink.url,
  });
  process.env.E2E_BASE_URL = url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SUPERADMIN_EMAIL = SUPERADMIN.email;
  process.env.E2E_SUPERADMIN_PASSWORD = SUPERADMIN.password;

  return async () => {
    await stop();
    await sink.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
