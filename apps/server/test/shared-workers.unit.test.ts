/**
 * The API project runs many test files one after another in the same process (`isolate: false` in
 * vitest.config.ts, decision 116): the server's modules, PGlite's compiled WebAssembly and its threads are loaded
 * once per worker instead of once per file. That is only safe while no file changes what the next one would see:
 * no module mocks, no fake clocks, no stubbed or assigned environment variables or globals, no process listeners.
 * This test finds any in the API test files and their support code (the global setups, which run in the main
 * process before any file, may set the environment they hand to the workers).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const GLOBAL_SETUPS = ['apps/server/test/support/build-server.ts', 'apps/server/test/support/db-template.ts'];

/** What one file may not do to the files after it in the same process, with the reason it gives. */
const SHARED_STATE: [RegExp, string][] = [
  [/\bvi\.(mock|doMock|unmock|doUnmock|hoisted)\(/, 'mocks a module'],
  [/\bvi\.(useFakeTimers|setSystemTime)\(/, 'fakes the clock'],
  [/\bvi\.(stubEnv|stubGlobal)\(/, 'stubs the environment or a global'],
  [/process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)|delete process\.env|Object\.assign\(process\.env/, 'changes process.env'],
  [/globalThis(\.\w+|\[[^\]]+\])\s*=(?!=)/, 'assigns a global'],
  [/process\.(on|once|addListener|prependListener)\(/, 'adds a process listener'],
];

function files(dir: string, pick: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'fixtures' ? [] : files(p, pick);
    return pick(e.name) ? [p] : [];
  });
}

const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
const apiTests = files(path.join(root, 'apps/server'), (n) => n.endsWith('.test.ts') && !n.endsWith('.unit.test.ts')).map(rel);
const support = [
  ...files(path.join(root, 'apps/server/test/support'), (n) => n.endsWith('.ts') && !n.endsWith('.test.ts')),
  ...files(path.join(root, 'test-support'), (n) => n.endsWith('.ts')),
]
  .map(rel)
  .filter((f) => !GLOBAL_SETUPS.includes(f));

/**
 * The unit project shares its workers' modules too (decision 117): the files Vitest's `unit` project picks up,
 * all but this one (whose samples above are what it looks for). The web app's own tests (`unit-web`) keep a
 * fresh module graph per file and may stub globals and mock modules.
 */
const unitTests = [
  ...files(path.join(root, 'packages'), (n) => n.endsWith('.test.ts')).filter((f) => rel(f).split('/')[2] === 'src'),
  ...files(path.join(root, 'apps/server'), (n) => n.endsWith('.unit.test.ts')),
  ...files(path.join(root, 'bench'), (n) => n.endsWith('.unit.test.ts')),
  ...files(path.join(root, 'test-support'), (n) => n.endsWith('.unit.test.ts')),
  ...files(path.join(root, 'apps/web/test'), (n) => n.endsWith('.test.ts')),
]
  .map(rel)
  .filter((f) => f !== 'apps/server/test/shared-workers.unit.test.ts');

describe('API test files leave nothing behind for the next file in their process (decision 116)', () => {
  it('finds the files it checks', () => {
    expect(apiTests.length).toBeGreaterThan(100);
    expect(apiTests).toContain('apps/server/src/modules/auth/auth.test.ts');
    expect(support).toContain('apps/server/test/support/harness.ts');
  });

  it('recognises each kind of shared state', () => {
    const samples = [
      "vi.mock('../db/client.js')",
      'vi.useFakeTimers()',
      "vi.stubEnv('NODE_ENV', 'production')",
      "process.env.DATA_KEY = 'x'",
      "process.env['SMTP_URL'] ??= 'x'",
      'delete process.env.TZ',
      'globalThis.fetch = fake',
      "process.on('unhandledRejection', f)",
    ];
    for (const s of samples)
      expect(
        SHARED_STATE.some(([re]) => re.test(s)),
        s,
      ).toBe(true);
    for (const s of ['const dir = process.env.ONDC_LOG_DIR', 'if (process.env.X === "1")', 'globalThis.WebAssembly']) {
      expect(
        SHARED_STATE.some(([re]) => re.test(s)),
        s,
      ).toBe(false);
    }
  });

  it.each([...apiTests, ...support])('%s', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const found = SHARED_STATE.filter(([re]) => re.test(text)).map(([, why]) => why);
    expect(found, `${file} ${found.join(', ')}: the API project does not isolate its files (decision 116)`).toEqual([]);
  });
});

describe('unit test files leave nothing behind for the next file in their process (decision 117)', () => {
  it('finds the files it checks', () => {
    expect(unitTests.length).toBeGreaterThan(50);
    expect(unitTests).toContain('apps/server/src/modules/invoices/invoice-pdf.unit.test.ts');
    expect(unitTests).toContain('apps/web/test/i18n/catalogs.test.ts');
    expect(unitTests.some((f) => f.startsWith('packages/'))).toBe(true);
  });

  it.each(unitTests)('%s', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const found = SHARED_STATE.filter(([re]) => re.test(text)).map(([, why]) => why);
    expect(found, `${file} ${found.join(', ')}: the unit project does not isolate its files (decision 117)`).toEqual([]);
  });
});
