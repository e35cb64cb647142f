/**
 * ESLint rules for the web app's layers (docs/conventions.md, after bulletproof-react; decision 014):
 * - `bazaar-web/layers`: a feature (`src/features/<f>`) imports neither another feature nor `src/app/`; shared code
 *   (`components/`, `hooks/`, `lib/`, `workers/`, `assets/`) imports no feature and not `app/`. Only `app/`
 *   (the router and layout) puts features together.
 * - `bazaar-web/alias`: a relative import stays inside its own area (one feature, or one top-level folder of `src/`);
 *   anything else is imported through the `@/` alias instead of `../../../`.
 * - `bazaar-web/ui-direct`: UI components are imported from their own file (`@/components/ui/button`), never a barrel.
 * - `bazaar-web/domains`: a feature is a domain (products, orders, shops...), not a role: no file lives in a feature
 *   named after a role (`admin`, `superadmin`, `user`...). Who a screen is for shows in its file name
 *   (`owner-returns-page.tsx`, `platform-returns-page.tsx`) and in the route's role guard (decision 057, addendum).
 * Imports are resolved against the importing file, and `@/x` against `src/`, so every spelling is caught.
 * Proven by apps/web/test/lint/boundaries.unit.test.ts on the fixtures beside it.
 */
import path from 'node:path';

function eachImport(check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const srcOption = [{ type: 'object', properties: { src: { type: 'string' } }, required: ['src'], additionalProperties: false }];

/** The absolute path an import points at (extension dropped); null for a package import. */
function target(src, filename, source) {
  if (source.startsWith('@/')) return path.join(src, source.slice(2)).replace(/\.(js|ts|tsx|jsx)$/, '');
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(filename), source).replace(/\.(js|ts|tsx|jsx)$/, '');
}

/** Where a file sits in src/: `features/<f>`, a top-level folder (`lib`, `app`...), `` for files at the root, null outside src/. */
function area(src, file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'features') return parts.length > 2 ? `features/${parts[1]}` : 'features';
  return parts.length > 1 ? parts[0] : '';
}

const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'features import no other feature and not app/; shared code imports no feature and not app/' },
    schema: srcOption,
    messages: {
      otherFeature: '{{from}} may not import {{to}}: features never import each other. Move what both need to lib/ or components/, or compose them in app/.',
      appFromFeature: '{{from}} may not import app/: app/ puts the features together, not the other way round.',
      sharedImportsFeature: '{{from}} is shared code and may not import {{to}}: shared code knows no feature and not app/.',
    },
  },
  create(context) {
    const src = context.options[0].src;
    const from = area(src, context.filename);
    if (from === null || from === 'app' || from === '') return {};
    return eachImport((node, source) => {
      const to = target(src, context.filename, source);
      const toArea = to && area(src, to);
      if (toArea === null || toArea === undefined || toArea === from) return;
      const intoFeature = toArea.startsWith('features');
      if (from.startsWith('features/')) {
        if (intoFeature) context.report({ node, messageId: 'otherFeature', data: { from, to: toArea } });
        else if (toArea === 'app') context.report({ node, messageId: 'appFromFeature', data: { from } });
      } else if (intoFeature || toArea === 'app') context.report({ node, messageId: 'sharedImportsFeature', data: { from, to: toArea } });
    });
  },
};

const webAlias = {
  meta: {
    type: 'suggestion',
    docs: { description: 'relative imports stay inside one area of src/; everything else goes through @/' },
    schema: srcOption,
    messages: { useAlias: "Import '{{source}}' as '@/{{alias}}': relative paths stay inside one feature or one folder of src/." },
  },
  create(context) {
    const src = context.options[0].src;
    const from = area(src, context.filename);
    if (from === null) return {};
    return eachImport((node, source) => {
      if (!source.startsWith('.')) return;
      const toArea = area(src, target(src, context.filename, source));
      if (toArea !== null && toArea !== from)
        // outside src/ is web-over-http's business
        context.report({
          node,
          messageId: 'useAlias',
          data: {
            source,
            alias: path
              .relative(src, path.resolve(path.dirname(context.filename), source))
              .split(path.sep)
              .join('/'),
          },
        });
    });
  },
};

const uiDirect = {
  meta: {
    type: 'suggestion',
    docs: { description: 'UI components are imported from their own file, never through a barrel' },
    schema: srcOption,
    messages: { barrel: "Import UI components from their own file ('@/components/ui/button'), not from the components/ui folder." },
  },
  create(context) {
    const ui = path.join(context.options[0].src, 'components', 'ui');
    return eachImport((node, source) => {
      const to = target(context.options[0].src, context.filename, source);
      if (to && (to === ui || to === path.join(ui, 'index'))) context.report({ node, messageId: 'barrel' });
    });
  },
};

/** Folder names that name a role rather than a domain: the roles of the app and the words for them. */
const ROLE_NAMES = new Set(['admin', 'admins', 'superadmin', 'user', 'users', 'owner', 'shop-owner', 'platform-owner', 'shopper', 'role']);

const domains = {
  meta: {
    type: 'problem',
    docs: { description: 'features are sliced by domain, not by role' },
    schema: srcOption,
    messages: {
      roleFeature:
        'features/{{feature}} is named after a role: put the screen in the feature of its domain (products, orders, shops, reviews...) and say whose it is in the file name (owner-..., platform-...).',
    },
  },
  create(context) {
    const from = area(context.options[0].src, context.filename);
    const feature = from?.startsWith('features/') ? from.slice('features/'.length) : undefined;
    if (!feature || !ROLE_NAMES.has(feature)) return {};
    return { Program: (node) => context.report({ node, messageId: 'roleFeature', data: { feature } }) };
  },
};

export default {
  meta: { name: 'bazaar-web-boundaries' },
  rules: { layers: webLayers, alias: webAlias, 'ui-direct': uiDirect, domains },
};
