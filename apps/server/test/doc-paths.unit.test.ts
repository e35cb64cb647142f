/**
 * Every source file the docs name exists: docs/security.md names the test that tries each threat, the README
 * and the decision records name files too, and a move (such as test support leaving src/) must not leave them
 * pointing at nothing. A name may be a full path from the repository root or its last segments
 * (`security/races.test.ts`), matched against the files of the tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', 'coverage']);

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else out.push(path.relative(root, p).split(path.sep).join('/'));
  }
  return out;
}

const docs = ['README.md', 'docs/security.md', ...fs.readdirSync(path.join(root, 'docs/decisions')).map((f) => `docs/decisions/${f}`)];
const NAMED = /`([\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|mjs|js|sql))`/g;

describe('file names in the docs', () => {
  const tree = files(root);
  it.each(docs)('%s names only files that exist', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    // Build output (`apps/server/dist/server.js`) is named but not in the tree until a build.
    const named = [...new Set([...text.matchAll(NAMED)].map((m) => m[1]!))].filter((n) => !/(^|\/)dist\//.test(n));
    const missing = named.filter((n) => !tree.some((f) => f === n || f.endsWith(`/${n}`)));
    expect(missing, `${doc} names files that are not in the tree`).toEqual([]);
  });
});
