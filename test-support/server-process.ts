import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one way the tests start the compiled server (what `npm start` runs), for both test kinds: the API
 * project's process tests (apps/server/test/resilience, …/security) and each Playwright worker
 * (apps/web/e2e/helpers/server.ts). It lives outside both apps because the web app may not import the server's code.
 * The compiled server is apps/server/build.mjs's output; the API project's global setup and the browser tests'
 * global setup build it first.
 */
/** The repository root: the server serves the web build (apps/web/dist) relative to it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

/**
 * How long a start may take. A fresh PGlite folder (initdb, then the migrations) starts in a few seconds
 * alone, but the test machine's two cores are shared, and under load a start has taken more than 30 s.
 * A start that passes is not slowed by a long deadline.
 */
export const START_TIMEOUT_MS = 120_000;

export interface StartOptions {
  /** Resolve once the process is spawned, without waiting for /healthz (default: wait). */
  waitReady?: boolean;
  /** How long a start may take before it fails (default START_TIMEOUT_MS). */
  startTimeoutMs?: number;
}

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  stderr: () => string;
  /** What the server wrote to stdout (its JSON log lines and the start banner). */
  stdout: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the compiled server with plain node in a child process and waits until it answers /healthz. The port is
 * random below Linux's ephemeral range (32768+), where outgoing connections take theirs; if another test's server
 * holds it anyway (EADDRINUSE), the start is tried again on another port.
 */
export async function startServer(env: Record<string, string | undefined>, opts: StartOptions = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    try {
      return await startServerOn(port, env, opts);
    } catch (e) {
      if (attempt >= 5 || !String((e as Error).message).includes('EADDRINUSE')) throw e;
    }
  }
}

async function startServerOn(port: number, env: Record<string, string | undefined>, opts: StartOptions): Promise<ServerProcess> {
  let err = '';
  let out = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    INIT_CWD: process.cwd(),
    ...env,
  };
  // An `undefined` in `env` removes the variable.
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  // A deprecation the server runs into is a failure here, not a line in a log nobody reads: pg warns, for one, when a
  // query is sent down a connection still busy with another (a transaction's reads at once), which pg@9 refuses.
  const proc = spawn(process.execPath, ['--throw-deprecation', serverEntry], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stderr!.on('data', (d) => (err += String(d)));
  proc.stdout!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  if (opts.waitReady !== false) {
    const timeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${err}`);
      if (Date.now() > deadline) {
        // Not left running: a stray server would keep holding its PGlite folder's lock for the next test.
        proc.kill('SIGKILL');
        throw new Error(`server did not start in ${timeoutMs / 1000} s: ${err}`);
      }
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        /* not yet listening */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { proc, base, stderr: () => err, stdout: () => out, exited };
}

export async function killHard(s: ServerProcess): Promise<void> {
  if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
  await s.exited;
}

/** Asks the server to stop (SIGTERM) and kills it if it is still running after `graceMs`. */
export async function stopGently(s: ServerProcess, graceMs = 2000): Promise<void> {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  s.proc.kill('SIGTERM');
  const timer = setTimeout(() => s.proc.kill('SIGKILL'), graceMs);
  await s.exited;
  clearTimeout(timer);
}

export async function postJson(
  base: string,
  p: string,
  body: unknown,
  cookie?: string,
  method = 'POST',
): Promise<{ status: number; json: unknown; cookie?: string }> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
}
