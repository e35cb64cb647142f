/**
 * The import resolver eslint-plugin-boundaries uses for the server (decision 057): a relative import names the
 * compiled file (`./x.js`), so it is looked up as the TypeScript source beside it (`./x.ts`, `./x/index.ts`).
 * A package import is found outside the project (path null), which the plugin treats as external.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads resolvers with require(): this one is CommonJS. */
const fs = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (!source.startsWith('.')) return { found: true, path: null };
  const base = path.resolve(path.dirname(file), source);
  const stem = base.replace(/\.(js|mjs|cjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
