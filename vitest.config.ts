import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.unit.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['apps/server/test/support/build-server.ts'],
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: ['apps/server/{src,test}/**/*.unit.test.ts', '**/node_modules/**'],
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
