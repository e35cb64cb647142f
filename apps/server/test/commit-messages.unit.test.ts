/**
 * scripts/check-commits.mjs (issue 23 #11): `npm test` fails when a commit after the recorded base has a subject
 * over 72 characters. Checked against a scratch repository, so the real history does not matter here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-commits.mjs', import.meta.url));
const dirs: string[] = [];

function scratchRepo(): { dir: string; commit: (subject: string) => string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-commits-'));
  dirs.push(dir);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.in');
  let n = 0;
  return {
    dir,
    commit(subject) {
      fs.writeFileSync(path.join(dir, `f${++n}.txt`), subject);
      git('add', '-A');
      git('commit', '-q', '-m', `${subject}\n\nA body line that is much longer than seventy-two characters never counts, only the subject.`);
      return git('rev-parse', 'HEAD');
    },
  };
}

const check = (dir: string) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('commit subjects after the recorded base', () => {
  it('passes when every new subject is at most 72 characters, whatever came before the base', () => {
    const repo = scratchRepo();
    repo.commit('x'.repeat(100)); // before the rule: not checked
    const base = repo.commit('The base');
    fs.writeFileSync(path.join(repo.dir, '.commit-base'), `${base}\n`);
    repo.commit('y'.repeat(72));
    const r = check(repo.dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('1 commit(s) since');
  });

  it('fails on a subject of 73 characters, naming the commit and its length', () => {
    const repo = scratchRepo();
    const base = repo.commit('The base');
    fs.writeFileSync(path.join(repo.dir, '.commit-base'), base);
    repo.commit('A fine subject');
    const long = repo.commit('z'.repeat(73));
    const r = check(repo.dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${long.slice(0, 9)} (73): ${'z'.repeat(73)}`);
    expect(r.stderr).not.toContain('A fine subject');
  });

  it('counts characters, not bytes', () => {
    const repo = scratchRepo();
    const base = repo.commit('The base');
    fs.writeFileSync(path.join(repo.dir, '.commit-base'), base);
    repo.commit(`₹${'a'.repeat(71)}`); // 72 characters, 74 bytes
    expect(check(repo.dir).status).toBe(0);
  });

  it('fails loudly when the base commit is not in the clone', () => {
    const repo = scratchRepo();
    repo.commit('Only commit');
    fs.writeFileSync(path.join(repo.dir, '.commit-base'), '0123456789abcdef0123456789abcdef01234567');
    const r = check(repo.dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/is not in this clone/);
  });
});
