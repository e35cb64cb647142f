/**
 * The repository explains itself, and what it names exists (decision 064):
 * - every file a Markdown page names in backticks exists (docs/security.md names the test that tries each threat,
 *   the READMEs and decision records name files too), and every relative Markdown link leads to a file;
 * - every file a code comment names exists, so a move (a module split, test support leaving src/) cannot leave a
 *   comment pointing at nothing;
 * - nothing points outside the repository: at design notes or a specification kept elsewhere, or a folder of one
 *   machine.
 * A name may be a full path from the repository root or its last segments (`security/races.test.ts`), matched
 * against the files of the tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', 'coverage', 'screenshots', '.data']);

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else out.push(path.relative(root, p).split(path.sep).join('/'));
  }
  return out;
}

const tree = files(root);
const inTree = (name: string) => tree.some((f) => f === name || f.endsWith(`/${name}`));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Every Markdown page of the repository: the READMEs, docs/ (decision records included) and the benchmark reports. */
const markdown = tree.filter((f) => f.endsWith('.md'));
/** Source the comments of which are read: TypeScript, JavaScript and the migrations' SQL. */
const code = tree.filter((f) => /\.(?:ts|tsx|js|mjs|cjs|sql)$/.test(f));

/** A file name in backticks, as the docs write them. */
const NAMED = /`([\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|mjs|js|sql))`/g;
/** A relative Markdown link: `[text](path)` or `[text](path#anchor)`, not a URL or an anchor of the same page. */
const LINK = /\]\((?![a-z][\w+.-]*:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;
/** A file name in a comment: a word with one of these extensions, alone or after folders. */
const NAME_IN_COMMENT = /(?<![\w./@-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mjs|cjs|js|sql|md|json))(?![\w/-])/g;

/**
 * Names in comments that are not files of this repository, each for a reason:
 * examples of a path (the lint fixtures' mapping, an env value) and files of other programs (a font package's
 * table, Playwright's report of a failed journey).
 */
const NOT_REPO_FILES = new Set([
  'x.ts',
  'apps/server/src/x.ts',
  'fixtures/apps/server/src/x.ts',
  'apps/web/src/x.ts',
  'fixtures/apps/web/src/x.ts',
  'file.json',
  'unicode.json',
  'error-context.md',
]);

/**
 * What points outside the repository. Built from pieces so that this file does not name them itself: notes kept
 * beside the repository (the design notes, the style notes, the product's specification file) and the folder
 * that held them, wherever it was.
 */
const OUTSIDE = [
  ['DESIGN', 'md'].join('.'),
  ['STYLE', 'md'].join('.'),
  ['DESIGN', '§'].join(' '),
  ['marketplace', 'spec'].join('-'),
  ['..', 'shared', ''].join('/'),
  ['', 'work', 'shared'].join('/'),
];

/** The comments of a source file: `//` lines and `/* *\/` blocks, or `--` lines in SQL. Strings are not comments. */
function commentsOf(file: string, text: string): string[] {
  if (file.endsWith('.sql')) return [...text.matchAll(/--(.*)$/gm)].map((m) => m[1]!);
  // `//` after `:` is a URL, and after a quote or a backslash it is inside a string or a regular expression.
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\w'"`\\/])\/\/.*$/gm)].map((m) => m[0]);
}

/** A comment's name that is not a file here for a reason the reader can see: build output, an import, a package's file. */
function notARepoName(name: string): boolean {
  if (NOT_REPO_FILES.has(name)) return true;
  if (/(^|\/)dist\//.test(name)) return true; // build output, in the tree only after a build
  if (name.startsWith('./') || name.startsWith('../')) return true; // an import specifier, checked by the typecheck
  const [first, second] = name.split('/');
  const pkg = first!.startsWith('@') ? `${first}/${second}` : first!;
  return name.includes('/') && fs.existsSync(path.join(root, 'node_modules', pkg)); // a file of an npm package
}

/** Named as the compiled ESM imports name it (`.js` for a `.ts` source), or as it is. */
const exists = (name: string) => inTree(name) || (name.endsWith('.js') && (inTree(name.replace(/\.js$/, '.ts')) || inTree(name.replace(/\.js$/, '.tsx'))));

describe('file names in the docs', () => {
  it('reads the READMEs, the docs and the decision records', () => {
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'apps/web/README.md', 'docs/security.md', 'docs/architecture.md']));
    expect(markdown.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(50);
  });

  it.each(markdown)('%s names only files that exist', (doc) => {
    const text = read(doc);
    // Build output (`apps/server/dist/server.js`) is named but not in the tree until a build.
    const named = [...new Set([...text.matchAll(NAMED)].map((m) => m[1]!))].filter((n) => !/(^|\/)dist\//.test(n));
    const missing = named.filter((n) => !inTree(n));
    expect(missing, `${doc} names files that are not in the tree`).toEqual([]);
  });

  it.each(markdown)('%s links only to files that exist', (doc) => {
    const links = [...read(doc).matchAll(LINK)].map((m) => decodeURI(m[1]!));
    const broken = links.filter((l) => !fs.existsSync(path.join(root, path.dirname(doc), l)));
    expect(broken, `${doc} links to files that are not in the tree`).toEqual([]);
  });
});

describe('file names in code comments', () => {
  it('reads the comments of the server, the web app, the shared package, the tools and the migrations', () => {
    for (const dir of ['apps/server/src/', 'apps/server/test/', 'apps/web/src/', 'apps/web/e2e/', 'packages/shared/src/', 'tools/', 'scripts/', 'bench/']) {
      expect(
        code.some((f) => f.startsWith(dir)),
        dir,
      ).toBe(true);
    }
    expect(code).toContain('apps/server/src/db/migrations/0000_init.sql');
  });

  it('finds a comment that names a missing file, and passes over what is not a repository file', () => {
    const sample = [
      '// see modules/orders/orders.gone.ts and db/listen.ts',
      "const url = 'http://example.in/a.ts'; // places it as lib/errors.js names it",
      '/** Built into dist/server.js; drizzle-orm/pglite/session.js; `../cart/cart.repo.js` */',
    ].join('\n');
    const names = commentsOf('x.ts', sample).flatMap((c) => [...c.matchAll(NAME_IN_COMMENT)].map((m) => m[1]!));
    expect(names.filter((n) => !notARepoName(n) && !exists(n))).toEqual(['modules/orders/orders.gone.ts']);
    expect(commentsOf('x.sql', 'create table t (a int); -- kept as docs/rules.md says\n')).toEqual([' kept as docs/rules.md says']);
  });

  it.each(code)('%s: its comments name only files that exist', (file) => {
    const names = commentsOf(file, read(file)).flatMap((c) => [...c.matchAll(NAME_IN_COMMENT)].map((m) => m[1]!));
    const missing = [...new Set(names)].filter((n) => !notARepoName(n) && !exists(n));
    expect(missing, `${file} has comments naming files that are not in the tree`).toEqual([]);
  });
});

describe('nothing points outside the repository', () => {
  const self = path
    .relative(root, fileURLToPath(import.meta.url))
    .split(path.sep)
    .join('/');
  const text = tree.filter((f) => f !== self && /\.(?:md|ts|tsx|js|mjs|cjs|sql|json|css|html|ya?ml)$/.test(f) && !f.endsWith('package-lock.json'));

  it.each(text)('%s', (file) => {
    const content = read(file);
    expect(OUTSIDE.filter((o) => content.includes(o))).toEqual([]);
  });
});
