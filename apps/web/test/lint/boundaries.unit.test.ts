/**
 * The web app's layering rules of eslint.config.js fire (tools/eslint/web-boundaries.js and React's hooks
 * rules): each fixture under ./fixtures is linted with the real config as if it sat at the same path in the
 * tree (fixtures/apps/web/src/x.ts is linted as apps/web/src/x.ts), and the rules it reports must be exactly
 * those its first line expects. The same harness as apps/server/test/lint/boundaries.unit.test.ts. The
 * fixtures are ignored by `npm run lint` and by the typecheck.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function expected(code: string, file: string): string[] {
  const m = /^\/\/ expect: (.+)$/m.exec(code.split('\n')[0] ?? '');
  if (!m) throw new Error(`${file}: the first line must be "// expect: rule, rule" or "// expect: nothing"`);
  return m[1]!.trim() === 'nothing' ? [] : m[1]!.split(',').map((s) => s.trim());
}

describe('web lint boundaries', () => {
  const eslint = new ESLint({ cwd: root });
  const cases = filesUnder(fixtures).map((f) => path.relative(fixtures, f));

  it('has fixtures for every rule', () => {
    const all = cases.flatMap((c) => expected(fs.readFileSync(path.join(fixtures, c), 'utf8'), c));
    expect(new Set(all)).toEqual(
      new Set([
        'bazaar-web/layers',
        'bazaar-web/alias',
        'bazaar-web/ui-direct',
        'bazaar-web/domains',
        'react-hooks/rules-of-hooks',
        'react-hooks/exhaustive-deps',
        'no-restricted-imports',
      ]),
    );
  });

  it.each(cases)(
    '%s',
    async (rel) => {
      const code = fs.readFileSync(path.join(fixtures, rel), 'utf8');
      const [result] = await eslint.lintText(code, { filePath: path.join(root, rel) });
      const fatal = result!.messages.filter((m) => m.fatal || m.ruleId === null);
      expect(fatal, 'the fixture must parse and must not be ignored').toEqual([]);
      const reported = result!.messages.map((m) => m.ruleId!).sort();
      expect(reported, result!.messages.map((m) => `${m.line}: ${m.message}`).join('\n')).toEqual(expected(code, rel).sort());
    },
    60_000,
  ); // the first lint loads the config, the TypeScript parser and the React Compiler's rules: slow on a busy machine
});
