/**
 * Password hashing (passwords.ts): argon2id at OWASP's minimum cost wherever the API tests' setup has not asked
 * for the cheaper one (decision 119), and that cheaper cost only inside the test runner.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('are argon2id at 19 MiB and two passes, and verify only the same password', async () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hashPassword('long-enough-pw');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'long-enough-pw')).toBe(true);
    expect(await verifyPassword(stored, 'long-enough-pW')).toBe(false);
    expect(await verifyPassword(undefined, 'long-enough-pw')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'long-enough-pw')).toBe(false);
  });

  it('refuses the cheaper cost outside the test runner', () => {
    const module = fileURLToPath(new URL('./passwords.ts', import.meta.url));
    const env = { ...process.env };
    delete env.VITEST;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import(${JSON.stringify(module)}).then((m) => m.hashPasswordsCheaplyInTests())`], {
      env,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('cheaper password hashes are for the test runner only');
  });
});
