import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import serverBoundaries from './tools/eslint/server-boundaries.js';
import webBoundaries from './tools/eslint/web-boundaries.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The web app reaches the server over HTTP only (decision 014). */
const webOverHttp = { group: ['**/apps/server/**', '@bazaar/server', '@bazaar/server/*'], message: 'The web app talks to the server over HTTP only.' };

/** The server's layers as eslint-plugin-boundaries selectors: a folder element, and a file's category within it. */
const inModule = (module) => ({ element: { type: 'module', captured: { module } }, file: { categories: { noneOf: ['domain'] } } });
const layer = {
  routes: { element: { type: 'module' }, file: { categories: 'routes' } },
  repos: { element: { type: 'module' }, file: { categories: 'repos' } },
  domain: { element: { type: 'module' }, file: { categories: 'domain' } },
  services: { element: { type: 'module' }, file: { categories: { noneOf: ['routes', 'repos', 'domain'] } } },
  plugins: { element: { type: 'plugins' } },
  jobs: { element: { type: 'jobs' } },
  seed: { element: { type: 'db' }, file: { categories: 'seed' } },
  db: { element: { type: 'db' }, file: { categories: { noneOf: ['seed'] } } },
  lib: { element: { type: 'lib' } },
};

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
    rules: { 'no-restricted-imports': ['error', { patterns: [webOverHttp] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'],
              message: 'Routes are thin: queries live in *.repo.ts.',
            },
          ],
        },
      ],
    },
  },

  // ---- Server element types (decision 057), eslint-plugin-boundaries: which layer may import which. ----
  // Each policy is proven to fire by apps/server/test/lint/boundaries.unit.test.ts.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [path.join(here, 'tools/eslint/ts-resolver.cjs')]: {} },
      'boundaries/root-path': here,
      'boundaries/include': ['apps/server/src/**/*.ts'],
      // Elements are folders: a module (its name captured), the plugins, jobs, db and lib. What a file is within
      // its folder (routes, repo, a pure rule, seeding) is its category; a module's other files are its services.
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'plugins', pattern: 'apps/server/src/plugins' },
        { type: 'jobs', pattern: 'apps/server/src/jobs' },
        { type: 'db', pattern: 'apps/server/src/db' },
        { type: 'lib', pattern: 'apps/server/src/lib' },
      ],
      'boundaries/files': [
        { category: 'routes', pattern: 'apps/server/src/modules/*/*.routes.ts' },
        { category: 'repos', pattern: 'apps/server/src/modules/*/*.repo.ts' },
        // A module's pure rules (decision 058): no database, no clock; anything in the module may use them.
        { category: 'domain', pattern: 'apps/server/src/modules/*/domain/**/*.ts' },
        // Seeding runs the use cases (accounts, demo orders): it sits above the services, not in the db layer.
        { category: 'seed', pattern: 'apps/server/src/db/{bootstrap,demo-data}.ts' },
        // Every file has a category, so that "none of these" also matches a file that is only code (a service).
        { category: 'code', pattern: 'apps/server/src/**/*.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // A module's routes, services and repos are one element: the layers within it are checked too.
          checkInternals: true,
          policies: [
            { from: layer.routes, disallow: { to: [layer.repos, layer.jobs, layer.seed] } },
            { from: layer.services, disallow: { to: [layer.routes, layer.jobs, layer.seed] } },
            { from: layer.repos, disallow: { to: [layer.routes, layer.services, layer.plugins, layer.jobs, layer.seed] } },
            { from: layer.plugins, disallow: { to: [layer.routes, layer.services, layer.repos, layer.jobs, layer.seed] } },
            { from: layer.domain, disallow: { to: [layer.routes, layer.services, layer.repos, layer.plugins, layer.jobs, layer.seed, layer.db] } },
            { from: layer.jobs, disallow: { to: [layer.routes, layer.repos, layer.seed] } },
            { from: layer.db, disallow: { to: [layer.routes, layer.services, layer.repos, layer.plugins, layer.jobs, layer.seed] } },
            // Modules that used to import each other, one direction (decision 057): shops and products read reviews.
            { from: inModule('reviews'), disallow: { to: { element: { type: 'module', captured: { module: '{shops,products}' } } } } },
            // Checkout and COD confirmation build on the orders' status machine and views; orders reaches into neither
            // (issue 23 #5), and COD confirmation does not reach into checkout.
            { from: inModule('orders'), disallow: { to: { element: { type: 'module', captured: { module: '{checkout,cod-confirmation}' } } } } },
            { from: inModule('cod-confirmation'), disallow: { to: { element: { type: 'module', captured: { module: 'checkout' } } } } },
            { from: layer.lib, disallow: { to: [layer.routes, layer.services, layer.repos, layer.plugins, layer.jobs, layer.seed] } },
          ],
        },
      ],
    },
  },

  // ---- Server layers (docs/conventions.md): tables only in repos; modules talk through services; web reaches the server over HTTP. ----
  // Each rule is proven to fire by apps/server/test/lint/boundaries.unit.test.ts.
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: [
      '**/*.repo.ts',
      '**/*.test.ts', // tests may read and write raw rows
      'apps/server/test/support/**', // fixtures insert rows directly
      'apps/server/src/db/{schema,client,demo-data}.ts',
      'apps/server/src/db/schema/**', // the tables, one file per domain (decision 056)
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

  // ---- Web layers (docs/conventions.md, decision 014): features stand alone and are domains, not roles (decision 057), `@/` instead of `../../../`, UI imported file by file. ----
  // Each rule is proven to fire by apps/web/test/lint/boundaries.unit.test.ts.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'bazaar-web': webBoundaries },
    rules: Object.fromEntries(['layers', 'alias', 'ui-direct', 'domains'].map((r) => [`bazaar-web/${r}`, ['error', { src: path.join(here, 'apps/web/src') }]])),
  },
  // A feature calls the server only from its api/ folder (decision 061): screens use its hooks and functions.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        // A later block's options replace an earlier one's for the same rule: the HTTP-only patterns are repeated.
        {
          paths: [{ name: '@/lib/api', importNames: ['api', 'request'], message: "Call the server from the feature's api/ folder (decision 061)." }],
          patterns: [webOverHttp],
        },
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
