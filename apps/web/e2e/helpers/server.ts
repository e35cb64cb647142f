import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the compiled server (what `npm start` runs, `apps/server/dist/server.js`) on a free loopback port with a
 * fresh data folder on the embedded database, and resolves with its URL once it says it is running. `env` adds to
 * or overrides the defaults (no demo data, warn-level logs; `undefined` removes one). `stop()` ends it and removes its data folder.
 */
export async function startServer(env: Record<string, string | undefined> = {}, startTimeoutMs = 120_000): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...env,
  };
  // An `undefined` in `env` removes the variable.
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: repo, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    child.kill('SIGTERM');
    for (let i = 0; i < 20 && child.exitCode === null && child.signalCode === null; i++) await new Promise((r) => setTimeout(r, 100));
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let log = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${log}`)), startTimeoutMs);
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
    return { url, stop };
  } catch (err) {
    // A server that missed its deadline still holds the embedded database's lock: end it.
    await stop();
    throw err;
  }
}
