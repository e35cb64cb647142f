#!/usr/bin/env node
// `npm run bench:peers` (issue 15 #1): build Bazaar, install the peer (Vendure) in bench/peers from its own lockfile
// (its own package.json, not a workspace of the app), then run bench/peers/run.ts, which writes bench/PEERS.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const peers = path.join(root, 'bench', 'peers');
const step = (cmd, args, cwd = root) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// npm ci again only when the lockfile changed since the last install (npm keeps its own copy in node_modules).
const lock = path.join(peers, 'package-lock.json');
const installed = path.join(peers, 'node_modules', '.package-lock.json');
if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
  step('npm', ['ci', '--no-audit', '--no-fund'], peers);
}
step('npm', ['run', '--silent', 'build']);
step(process.execPath, ['--import', 'tsx', 'bench/peers/run.ts']);
