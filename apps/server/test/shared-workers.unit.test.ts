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
import { WEB_FILES_THAT_MOCK_MODULES } from '../../../test-support/web-files-that-mock.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const GLOBAL_SETUPS = ['apps/server/test/support/build-server.ts', 'apps/server/test/support/db-template.ts'];

/** What no test file can undo once it is done: changing the environment or a global, listening to the process. */
const NEVER_UNDONE: [RegExp, string][] = [
  [/process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)|delete process\.env|Object\.assign\(process\.env/, 'changes process.env'],
  [/globalThis(\.\w+|\[[^\]]+\])\s*=(?!=)/, 'assigns a global'],
  [/process\.(on|once|addListener|prependListener)\(/, 'adds a process listener'],
];
/** What one file may not do to the files after it in the same process, with the reason it gives. */
const SHARED_STATE: [RegExp, string][] = [
  [/\bvi\.(mock|doMock|unmock|doUnmock|hoisted)\(/, 'mocks a module'],
  [/\bvi\.(useFakeTimers|setSystemTime)\(/, 'fakes the clock'],
  [/\bvi\.(stubEnv|stubGlobal)\(/, 'stubs the environment or a global'],
  ...NEVER_UNDONE,
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

/**
 * The web app's own tests share their worker's modules too (`unit-web`, decision 117), except the files that mock a
 * module (`unit-web-mocks`). They may stub a global or fake the clock only if they put it back after each test,
 * and a file that renders unmounts what it rendered, so the next file starts from an empty page.
 */
const webTests = files(path.join(root, 'apps/web/src'), (n) => /\.test\.tsx?$/.test(n)).map(rel);

/** What a web test file does that the next file in its worker would see, unless it is undone. */
function webLeaks(file: string, text: string): string[] {
  const leaks: string[] = [];
  const mocks = /\bvi\.(mock|doMock|unmock|doUnmock)\(/.test(text);
  if (mocks && !WEB_FILES_THAT_MOCK_MODULES.includes(file)) leaks.push('mocks a module but is not in WEB_FILES_THAT_MOCK_MODULES');
  if (!mocks && WEB_FILES_THAT_MOCK_MODULES.includes(file)) leaks.push('is in WEB_FILES_THAT_MOCK_MODULES but mocks no module');
  if (/\bvi\.stubGlobal\(|\bstubFetch\(/.test(text) && !/\bvi\.unstubAllGlobals\(\)/.test(text)) leaks.push('stubs a global without vi.unstubAllGlobals()');
  if (/\bvi\.stubEnv\(/.test(text) && !/\bvi\.unstubAllEnvs\(\)/.test(text)) leaks.push('stubs the environment without vi.unstubAllEnvs()');
  if (/\bvi\.(useFakeTimers|setSystemTime)\(/.test(text) && !/\bvi\.useRealTimers\(\)/.test(text)) leaks.push('fakes the clock without vi.useRealTimers()');
  if (/\brender(App)?\(/.test(text) && !/\bcleanup\b|\.unmount\(\)|\bunmount\(\)/.test(text)) leaks.push('renders without cleanup() or unmount()');
  for (const [re, why] of NEVER_UNDONE) if (re.test(text)) leaks.push(why);
  return leaks;
}

describe('web test files leave nothing behind for the next file in their process (decision 117)', () => {
  it('finds the files it checks, and each file that may mock a module exists', () => {
    expect(webTests.length).toBeGreaterThan(50);
    expect(webTests).toContain('apps/web/src/lib/api.test.ts');
    for (const f of WEB_FILES_THAT_MOCK_MODULES) expect(webTests, f).toContain(f);
  });

  it('recognises what a web file would leave behind', () => {
    const other = 'apps/web/src/x.test.tsx';
    expect(webLeaks(other, "vi.mock('@/workers/compress-image')")).toEqual(['mocks a module but is not in WEB_FILES_THAT_MOCK_MODULES']);
    expect(webLeaks(other, "vi.stubGlobal('fetch', f)")).toEqual(['stubs a global without vi.unstubAllGlobals()']);
    expect(webLeaks(other, 'stubFetch({}); afterEach(() => vi.unstubAllGlobals())')).toEqual([]);
    expect(webLeaks(other, 'vi.useFakeTimers()')).toEqual(['fakes the clock without vi.useRealTimers()']);
    expect(webLeaks(other, 'render(<A />)')).toEqual(['renders without cleanup() or unmount()']);
    expect(webLeaks(other, 'render(<A />); afterEach(cleanup)')).toEqual([]);
    expect(webLeaks(other, "process.env.X = '1'")).toEqual(['changes process.env']);
  });

  it.each(webTests)('%s', (file) => {
    const leaks = webLeaks(file, fs.readFileSync(path.join(root, file), 'utf8'));
    expect(leaks, `${file} ${leaks.join(', ')}: the unit-web project does not isolate its files (decision 117)`).toEqual([]);
  });
});
