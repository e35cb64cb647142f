/**
 * Vitest global setup of the API project: compiles the server (apps/server/build.mjs, under a second) so
 * the tests that start it as a process (test/resilience, through test-support/server-process.ts) run the same
 * dist/server.js that production runs, never a stale one.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildServer(): void {
  const script = fileURLToPath(new URL('../../build.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`building the server failed (exit ${r.status ?? r.signal})`);
}
