/**
 * `npm run docs:api`: builds the app on an in-memory database, takes its OpenAPI document and writes docs/api.md
 * and the web client's types (apps/web/src/lib/api-schema.d.ts), and puts the access matrix into docs/security.md.
 * test/contracts/openapi.test.ts and test/security/access-matrix.test.ts fail when a file differs from what this writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { renderMatrix } from './access-matrix.js';
import { API_DOC_PATH, renderApiDoc } from './api-doc.js';
import { renderWebApiSchema, WEB_API_SCHEMA_PATH } from './web-api-schema.js';

const root = new URL('../../../../', import.meta.url);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-docs-'));
const database = await openDatabase({});
const app = await buildApp({
  database,
  config: { cookieSecure: false, allowedOrigins: [], webDist: path.join(tmp, 'no-web'), trustProxy: false, uploadsDir: tmp },
});
await app.ready();
const res = await app.inject({ url: '/api/openapi.json' });
fs.writeFileSync(new URL(API_DOC_PATH, root), renderApiDoc(res.json()));
fs.writeFileSync(new URL(WEB_API_SCHEMA_PATH, root), await renderWebApiSchema(res.json()));
const security = new URL('docs/security.md', root);
const doc = fs.readFileSync(security, 'utf8');
fs.writeFileSync(
  security,
  doc.replace(/(<!-- matrix:start -->\n)[\s\S]*?(\n<!-- matrix:end -->)/, () => `<!-- matrix:start -->\n${renderMatrix()}\n<!-- matrix:end -->`),
);
await app.close();
await database.close();
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`wrote ${API_DOC_PATH}, ${WEB_API_SCHEMA_PATH} and the access matrix in docs/security.md`);
