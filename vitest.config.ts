import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web app's `@/` alias (apps/web/vite.config.ts, apps/web/tsconfig.json; decision 014). */
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }];

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

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.unit.test.ts', 'apps/web/{src,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'apps/web/test/lint/fixtures/**'],
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['apps/server/test/support/build-server.ts', 'apps/server/test/support/db-template.ts'],
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
        },
      },
    ],
  },
});
