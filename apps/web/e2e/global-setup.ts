import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      // All journeys log in from 127.0.0.1; rate limiting itself is tested in the API suite.
      RATE_LIMIT_SCALE: '50',
      DATABASE_URL: '',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /running at (http:\/\/[^\s]+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  child.removeAllListeners('exit');
  // Keep draining the pipes so the server never blocks on a full buffer.
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').on('data', (c: Buffer) => process.env.E2E_SERVER_LOG && process.stderr.write(c));

  process.env.E2E_BASE_URL = url;
  process.env.E2E_SUPERADMIN_EMAIL = SUPERADMIN.email;
  process.env.E2E_SUPERADMIN_PASSWORD = SUPERADMIN.password;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
