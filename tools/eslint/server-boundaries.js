/**
 * ESLint rules for the server's layers (docs/conventions.md): only repos touch Drizzle tables, and a module reaches
 * another module through its service, never its repo. Import paths are resolved against the importing
 * file, so `../cart/cart.repo.js` and `../../modules/cart/cart.repo.js` are the same target.
 * The web app imports no server code: the pattern rule on `apps/server` in eslint.config.js misses a relative
 * path such as `../../../../server/src/app.js`, which resolves there all the same.
 * Proven by apps/server/test/lint/boundaries.unit.test.ts on the fixtures beside it.
 */
import path from 'node:path';

/** Every import-like node whose source is a string literal: import, export ... from, import(). */
function eachImport(context, check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** The absolute path an import points at, without its extension; null for a package import. */
function target(filename, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(filename), source).replace(/\.(js|ts|mjs|cjs)$/, '');
}

/** A rule that reports every import resolving to the path in option `option` or anything below it. */
function noImportUnder({ option, description, message }) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [{ type: 'object', properties: { [option]: { type: 'string' } }, required: [option], additionalProperties: false }],
      messages: { forbidden: message },
    },
    create(context) {
      const under = context.options[0][option].replace(/\.(js|ts)$/, '');
      return eachImport(context, (node, source) => {
        const to = target(context.filename, source);
        if (to && (to === under || to.startsWith(under + path.sep))) context.report({ node, messageId: 'forbidden' });
      });
    },
  };
}

const schemaOnlyInRepos = noImportUnder({
  option: 'schema',
  description: 'db/schema (the Drizzle tables) is imported only by *.repo.ts files',
  message: 'Only *.repo.ts files import db/schema: move this query into a repo and call it through its module.',
});

const webOverHttp = noImportUnder({
  option: 'server',
  description: 'the web app imports nothing from apps/server, whatever the relative path',
  message: 'The web app talks to the server over HTTP only: share code through packages/shared.',
});

const serviceCallsService = {
  meta: {
    type: 'problem',
    docs: { description: "a module's code imports its own repo, never another module's repo" },
    schema: [{ type: 'object', properties: { modules: { type: 'string' } }, required: ['modules'], additionalProperties: false }],
    messages: {
      foreignRepo: "modules/{{from}} may not import modules/{{to}}/{{file}}: call the {{to}} module's service instead.",
    },
  },
  create(context) {
    const modules = context.options[0].modules;
    const moduleOf = (file) => {
      const rel = path.relative(modules, file);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
      const [name, ...rest] = rel.split(path.sep);
      return rest.length ? { name, file: rest.join('/') } : null;
    };
    const from = moduleOf(context.filename);
    if (!from) return {};
    return eachImport(context, (node, source) => {
      const to = target(context.filename, source);
      const mod = to && moduleOf(to);
      if (mod && mod.name !== from.name && /\.repo$/.test(mod.file))
        context.report({ node, messageId: 'foreignRepo', data: { from: from.name, to: mod.name, file: path.basename(mod.file) } });
    });
  },
};

export default {
  meta: { name: 'bazaar-server-boundaries' },
  rules: { 'schema-only-in-repos': schemaOnlyInRepos, 'service-calls-service': serviceCallsService, 'web-over-http': webOverHttp },
};
