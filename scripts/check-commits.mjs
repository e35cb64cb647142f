#!/usr/bin/env node
// Commit subjects of at most 72 characters (issue 23 #11): every commit after the one recorded in .commit-base
// (the last commit before the rule) is checked; older history is left as it is. Merge commits are skipped: git
// writes their subjects. `npm test` runs this first; `node scripts/check-commits.mjs` runs it alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

/** The commits whose subject is too long, as "<short hash> (<length>): <subject>". */
export function longSubjects(commits) {
  return commits.filter((c) => [...c.subject].length > MAX_SUBJECT).map((c) => `${c.hash.slice(0, 9)} (${[...c.subject].length}): ${c.subject}`);
}

/** The non-merge commits reachable from HEAD and not from the base, read from git in `cwd`. */
export function commitsSince(cwd, base) {
  const out = execFileSync('git', ['log', '--no-merges', '--format=%H%x00%s', `${base}..HEAD`], { cwd, encoding: 'utf8' });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, subject] = line.split('\0');
      return { hash, subject };
    });
}

function main(cwd) {
  const base = fs.readFileSync(path.join(cwd, '.commit-base'), 'utf8').trim();
  try {
    execFileSync('git', ['cat-file', '-e', `${base}^{commit}`], { cwd, stdio: 'ignore' });
  } catch {
    console.error(`The base commit ${base} (.commit-base) is not in this clone: fetch the full history (git fetch --unshallow).`);
    return 1;
  }
  const commits = commitsSince(cwd, base);
  const long = longSubjects(commits);
  if (long.length) {
    console.error(`${long.length} commit subject(s) over ${MAX_SUBJECT} characters; shorten them (git rebase -i) before merging:`);
    for (const l of long) console.error(`  ${l}`);
    return 1;
  }
  console.log(`${commits.length} commit(s) since ${base.slice(0, 9)}: every subject is at most ${MAX_SUBJECT} characters.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
