#!/usr/bin/env node
// `npm run bench`: install the bench's own packages (bench/package.json), build the web app and the server, then run the benchmark harness (bench/run.ts), which starts the compiled server,
// then the search's relevance and latency on the query set (bench/search/relevance.ts; BENCH_SEARCH=0 skips it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOwnPackages } from './bench-deps.mjs';

const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
installOwnPackages(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench'));
step('npm', ['run', '--silent', 'build']);
step(process.execPath, ['--import', 'tsx', 'bench/run.ts']);
if (process.env.BENCH_SEARCH !== '0') step(process.execPath, ['--import', 'tsx', 'bench/search/relevance.ts']);
