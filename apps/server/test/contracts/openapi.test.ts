import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOC_PATH, renderApiDoc } from '../support/api-doc.js';
import { renderWebApiSchema, WEB_API_SCHEMA_PATH } from '../support/web-api-schema.js';
import { routeTable } from '../support/contracts.js';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { NOT_IN_MATRIX } from '../support/access-matrix.js';

/** GET /api/openapi.json is a valid OpenAPI 3.1 document listing every route, and docs/api.md is rendered from it. */
describe(`the OpenAPI document (${ENGINE})`, () => {
  let t: TestApp;
  let doc: Record<string, unknown>;
  const table = routeTable();
  beforeAll(async () => {
    t = await createTestApp({ onRoute: table.onRoute });
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  }, 60_000);
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered route with its request and reply schemas', () => {
    const paths = doc.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    const listed = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`));
    const registered = table.routes.map((r) => `${r.method} ${r.url}`).filter((k) => !(k in NOT_IN_MATRIX));
    expect(listed.sort()).toEqual(registered.sort());
    for (const r of table.routes.filter((x) => !(`${x.method} ${x.url}` in NOT_IN_MATRIX))) {
      const op = paths[r.url.replace(/:(\w+)/g, '{$1}')]![r.method.toLowerCase()]!;
      expect(
        Object.keys(op.responses ?? {}).filter((s) => /^2/.test(s)),
        `${r.method} ${r.url}: declare schema.response for its success status in its routes file`,
      ).not.toEqual([]);
    }
  });

  it(`${API_DOC_PATH} is what \`npm run docs:api\` writes`, () => {
    const file = fs.readFileSync(new URL(`../../../../${API_DOC_PATH}`, import.meta.url), 'utf8');
    expect(file, `${API_DOC_PATH} is out of date: run \`npm run docs:api\` and commit the result (never edit it by hand)`).toBe(renderApiDoc(doc));
  });

  it(`${WEB_API_SCHEMA_PATH} (the web client's types) is what \`npm run docs:api\` writes`, async () => {
    const file = fs.readFileSync(new URL(`../../../../${WEB_API_SCHEMA_PATH}`, import.meta.url), 'utf8');
    expect(file === (await renderWebApiSchema(doc)), `${WEB_API_SCHEMA_PATH} is out of date: run \`npm run docs:api\` and commit the result`).toBe(true);
  });
});
