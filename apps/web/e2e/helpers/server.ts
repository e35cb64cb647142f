import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer as startProcess, stopGently } from '../../../../test-support/server-process';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the compiled server through the tests' one server starter (test-support/server-process.ts)
 * on a free loopback port with a fresh data folder on the embedded database, and resolves with its URL once it
 * answers. `env` adds to or overrides the defaults (no demo data, warn-level logs; `undefined` removes one).
 * `stop()` ends it and removes its data folder. E2E_SERVER_LOG=1 echoes the server's stderr.
 */
export async function startServer(env: Record<string, string | undefined> = {}, startTimeoutMs?: number): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-'));
  try {
    const server = await startProcess({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', ...env }, { startTimeoutMs });
    if (process.env.E2E_SERVER_LOG) server.proc.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
    return {
      url: server.base,
      stop: async () => {
        await stopGently(server);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
