import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/i18n-catalogs.ts';
import { SlowFilesFirst } from './test-support/slow-files-first.ts';
import { WEB_FILES_THAT_MOCK_MODULES } from './test-support/web-files-that-mock.ts';

/** The web app's `@/` alias (apps/web/vite.config.ts, apps/web/tsconfig.json; decision 014). */
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }];

/** The web app's component tests run on Preact, as the shipped build does (apps/web/vite.config.ts, decision 067). */
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // Its ES build, so that its own imports of react-dom go through the aliases above.
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)),
  },
];

/**
 * HTTP suites whose answers do not depend on the database engine (contracts, headers, caching, cross-site,
 * errors, the access matrix). `npm test` runs them in its PGlite step and sets API_ENGINE_INDEPENDENT=skip for
 * its PostgreSQL step, which would only repeat them (decision 062).
 */
const engineIndependent = [
  'apps/server/test/contracts/openapi.test.ts',
  'apps/server/test/security/access-matrix.test.ts',
  'apps/server/test/security/cache-control.test.ts',
  'apps/server/test/security/cross-site.test.ts',
  'apps/server/test/security/errors.test.ts',
  'apps/server/test/security/headers.test.ts',
];

/** What the unit projects share: the web app's message catalogs, aliases and libraries resolved as its build does. */
const webUnit = {
  // The web app's compiled message catalogs (decision 090).
  plugins: [i18nCatalogs({ everyPartInCore: true })],
  // The ES module builds of the libraries, as the app's build picks, instead of Node's CommonJS ones.
  resolve: { alias: [...webAlias, ...preactAlias], conditions: ['module', 'browser', 'import'] },
  test: {
    // Inlined so that the aliases above reach these libraries' own imports of react and react-dom.
    server: { deps: { inline: ['@testing-library/react', 'react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'] } },
    exclude: ['**/node_modules/**', 'apps/web/test/lint/fixtures/**'],
    // Two cores: Vitest's default is one worker fewer than the cores, which left one of them idle.
    maxWorkers: 2,
  },
};

export default defineConfig({
  test: {
    // The longest files start first, also on a clean clone that Vitest has never timed (decision 117).
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        ...webUnit,
        test: {
          ...webUnit.test,
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/{src,test}/**/*.unit.test.ts',
            'bench/**/*.unit.test.ts',
            'test-support/**/*.unit.test.ts',
            'apps/web/test/**/*.test.ts',
          ],
          // Files reuse their worker's modules (decision 117): none of these files mocks a module, fakes the clock or
          // leaves a global or the environment changed (apps/server/test/shared-workers.unit.test.ts checks).
          isolate: false,
        },
      },
      {
        ...webUnit,
        test: {
          ...webUnit.test,
          // The web app's own tests (components on happy-dom with a fetch stand-in) share their worker's modules too
          // (decision 117): each puts back what it stubs and unmounts what it renders, which
          // apps/server/test/shared-workers.unit.test.ts checks. A file that mocks a module runs in unit-web-mocks.
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...webUnit.test.exclude, ...WEB_FILES_THAT_MOCK_MODULES],
          isolate: false,
        },
      },
      {
        ...webUnit,
        test: {
          ...webUnit.test,
          // A mocked module is only sure to be the mock in a fresh module graph: each of these files gets its own.
          name: 'unit-web-mocks',
          include: WEB_FILES_THAT_MOCK_MODULES,
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['apps/server/test/support/build-server.ts', 'apps/server/test/support/db-template.ts'],
          // argon2id at 1 MiB and one pass for the accounts the tests make (decision 119).
          setupFiles: ['apps/server/test/support/cheap-passwords.ts'],
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: [
            'apps/server/{src,test}/**/*.unit.test.ts',
            '**/node_modules/**',
            ...(process.env.API_ENGINE_INDEPENDENT === 'skip' ? engineIndependent : []),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite and argon2 are CPU-heavy; two cores.
          maxWorkers: 2,
          fileParallelism: true,
          // Files reuse their worker's process: the server's modules, PGlite's compiled WebAssembly and its threads
          // load once per worker, not once per file (decision 116). Each file still opens its own fresh database;
          // apps/server/test/shared-workers.unit.test.ts keeps out what one file could leave to the next.
          // API_ISOLATE=1 gives each file a fresh process again, to tell a leak between files from a bug.
          isolate: process.env.API_ISOLATE === '1',
          // A deprecation the server's code runs into fails the run, as it does in the compiled servers the tests
          // start (test-support/server-process.ts): pg, for one, warns once per process and pg@9 will refuse.
          execArgv: ['--throw-deprecation'],
        },
      },
    ],
  },
});
