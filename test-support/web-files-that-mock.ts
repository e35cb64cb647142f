/**
 * The web app's test files that mock a module (`vi.mock`). The other web test files share their worker's modules
 * (decision 117), where a mocked module is not sure to be the mock; these each run in a fresh module graph, in the
 * `unit-web-mocks` project (vitest.config.ts). apps/server/test/shared-workers.unit.test.ts keeps the list whole.
 */
export const WEB_FILES_THAT_MOCK_MODULES = ['apps/web/src/features/products/components/new-product-photos.test.tsx'];
