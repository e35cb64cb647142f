import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SLOW_FILES, slowRank } from './slow-files-first';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the slow API files that start first (decision 117)', () => {
  it.each(SLOW_FILES)('%s exists', (file) => {
    expect(fs.existsSync(`${root}${file}`)).toBe(true);
  });

  it('ranks a listed file by its place, any other file after all of them', () => {
    expect(slowRank('/work/x/apps/server/test/resilience/crash.test.ts')).toBe(0);
    expect(slowRank('C:\\x\\apps\\server\\test\\security\\cross-site.test.ts')).toBe(1);
    expect(slowRank('/work/x/apps/server/src/modules/auth/auth.test.ts')).toBe(SLOW_FILES.length);
    // Only the whole path: a file whose name ends the same is not the listed one.
    expect(slowRank('/work/x/apps/server/test/resilience/not-crash.test.ts')).toBe(SLOW_FILES.length);
  });
});
