import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import serverBoundaries from './tools/eslint/server-boundaries.js';
import webBoundaries from './tools/eslint/web-boundaries.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'data/**',
      'bench/.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/test/lint/fixtures/**',
      'apps/web/test/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/server/**', '@bazaar/server', '@bazaar/server/*'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'Routes are thin: queries live in *.repo.ts.' }] }],
    },
  },

  // ---- Server layers (STYLE.md): tables only in repos; modules talk through services; web reaches the server over HTTP. ----
  // Each rule is proven to fire by apps/server/test/lint/boundaries.unit.test.ts.
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: [
      '**/*.repo.ts',
      '**/*.test.ts', // tests may read and write raw rows
      'apps/server/test/support/**', // fixtures insert rows directly
      'apps/server/src/db/{schema,client,demo-data}.ts',
      'apps/server/src/db/demo/**', // the demo dataset is seed code
      'bench/seed.ts', // bulk SQL seeding for the benchmark
    ],
    plugins: { bazaar: serverBoundaries },
    rules: { 'bazaar/schema-only-in-repos': ['error', { schema: path.join(here, 'apps/server/src/db/schema') }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    plugins: { bazaar: serverBoundaries },
    rules: { 'bazaar/service-calls-service': ['error', { modules: path.join(here, 'apps/server/src/modules') }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { bazaar: serverBoundaries },
    rules: { 'bazaar/web-over-http': ['error', { server: path.join(here, 'apps/server') }] },
  },

  // ---- Web layers (STYLE.md, decision 014): features stand alone, `@/` instead of `../../../`, UI imported file by file. ----
  // Each rule is proven to fire by apps/web/test/lint/boundaries.unit.test.ts.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'bazaar-web': webBoundaries },
    rules: Object.fromEntries(['layers', 'alias', 'ui-direct'].map((r) => [`bazaar-web/${r}`, ['error', { src: path.join(here, 'apps/web/src') }]])),
  },
  // A feature calls the server only from its api/ folder (decision 061): screens use its hooks and functions.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@/lib/api', importNames: ['api', 'request'], message: "Call the server from the feature's api/ folder (decision 061)." }] },
      ],
    },
  },
  // React's hooks rules, the recommended set; its warnings (exhaustive-deps...) are errors so that npm test stops on them.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat['recommended-latest'].plugins,
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat['recommended-latest'].rules).map((rule) => [rule, 'error'])),
  },
);
