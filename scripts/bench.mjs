#!/usr/bin/env node
// `npm run bench`: build the web app and the server, then run the benchmark harness (bench/run.ts), which starts the compiled server,
// then the search's relevance and latency on the query set (bench/search/relevance.ts; BENCH_SEARCH=0 skips it).
import { spawnSync } from 'node:child_process';

const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('npm', ['run', '--silent', 'build']);
step(process.execPath, ['--import', 'tsx', 'bench/run.ts']);
if (process.env.BENCH_SEARCH !== '0') step(process.execPath, ['--import', 'tsx', 'bench/search/relevance.ts']);
