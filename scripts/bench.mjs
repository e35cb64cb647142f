#!/usr/bin/env node
// `npm run bench`: build the web app and the server, then run the benchmark harness (bench/run.ts), which starts the compiled server.
import { spawnSync } from 'node:child_process';

const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step('npm', ['run', '--silent', 'build']);
step(process.execPath, ['--import', 'tsx', 'bench/run.ts']);
