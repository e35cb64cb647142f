/**
 * Files over 300 lines are the exception (issue 23 #5, decision 056): a server source file that long says why on
 * its first line, `// Over 300 lines: <reason>`. A use case, a resource's routes or a domain's tables fit in less.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));
const LIMIT = 300;
const REASON = /^\/\/ Over 300 lines: \S.{10,}$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('module sizes', () => {
  const long = sources(src)
    .map((f) => ({ rel: path.relative(src, f).split(path.sep).join('/'), lines: fs.readFileSync(f, 'utf8').split('\n') }))
    .filter((f) => f.lines.length - 1 > LIMIT);

  it('finds the long files it checks', () => {
    expect(long.map((f) => f.rel)).toContain('config.ts');
  });

  it.each(long.map((f) => [f.rel, f.lines[0]!] as const))('%s says on its first line why it is over 300 lines', (_rel, first) => {
    expect(first).toMatch(REASON);
  });
});
