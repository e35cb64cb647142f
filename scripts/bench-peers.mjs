#!/usr/bin/env node
// `npm run bench:peers` (issue 15 #1): build Bazaar, install the peer (Vendure) in bench/peers from its own lockfile
// (its own package.json, not a workspace of the app), then run bench/peers/run.ts, which writes bench/PEERS.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOwnPackages } from './bench-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const peers = path.join(root, 'bench', 'peers');
const step = (cmd, args, cwd = root) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

installOwnPackages(path.join(root, 'bench'));
installOwnPackages(peers);
step('npm', ['run', '--silent', 'build']);
step(process.execPath, ['--import', 'tsx', 'bench/peers/run.ts']);
