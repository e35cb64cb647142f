/**
 * Inside a transaction, every query goes through its `tx` (docs/conventions.md). The embedded database has one
 * connection, held by the open transaction: a query on the pool from inside it waits for the transaction, which
 * waits for the query, and every request after them waits too. PostgreSQL's pool hides it, so tests on PostgreSQL
 * never see it, and on PGlite only when the timing lines up (a shopper's session missing from the session cache
 * made a shop request hang the whole server this way).
 *
 * This reads every server source file and finds, in the function given to `x.transaction(...)`: the pool `x`
 * itself, and the calls known to reach the pool on their own (the caller's session, the request's language).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src', import.meta.url));

/** Calls that may query the pool by themselves: read them before the transaction opens. */
const REACH_THE_POOL = new Set(['requestLanguage', 'currentUser', 'requireUser', 'requireRole']);

/** Where the function a `.transaction(...)` runs uses the pool or a call that reaches it, as `line: what`. */
function queriesOutsideTheirTransaction(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (n: ts.Node) => source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1;
  const visit = (n: ts.Node) => {
    const fn = ts.isCallExpression(n) ? n.arguments[0] : undefined;
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'transaction' &&
      fn &&
      (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))
    ) {
      const pool = n.expression.expression.getText(source);
      const inside = (m: ts.Node) => {
        const isName = (ts.isPropertyAccessExpression(m.parent) || ts.isPropertyAssignment(m.parent)) && m.parent.name === m;
        const isPool = ts.isIdentifier(m) && m.text === pool && !isName;
        if (isPool) found.push(`${at(m)}: ${pool} used inside ${pool}.transaction`);
        if (ts.isCallExpression(m) && ts.isIdentifier(m.expression) && REACH_THE_POOL.has(m.expression.text)) {
          found.push(`${at(m)}: ${m.expression.text}() inside ${pool}.transaction`);
        }
        ts.forEachChild(m, inside);
      };
      ts.forEachChild(fn.body, inside);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

/**
 * Two transactions that run in their database's own lock, on purpose: the copy of the data folder is taken where
 * no other transaction is open. They are PGlite's own transactions, not the pool's.
 */
const ALLOWED = new Set(['db/client.ts: client used inside client.transaction', 'db/pglite-worker.ts: pg used inside pg.transaction']);

describe('queries inside a transaction go through it', () => {
  it('finds the pool and the calls that reach it inside a transaction, and nothing in one that keeps to tx', () => {
    const bad = `
      export async function submit(db: Db) {
        await db.transaction(async (tx) => {
          await insertThing(tx, { language: await requestLanguage() });
          const user = await currentUser(req);
          await selectOther(db, user.id);
        });
      }`;
    expect(queriesOutsideTheirTransaction('bad.ts', bad)).toEqual([
      '4: requestLanguage() inside db.transaction',
      '5: currentUser() inside db.transaction',
      '6: db used inside db.transaction',
    ]);
    const good = `
      export async function submit(db: Db) {
        const language = await requestLanguage();
        await db.transaction(async (tx) => {
          await insertThing(tx, { language, db: 'a name, not the pool' });
        });
        await selectOther(db);
      }`;
    expect(queriesOutsideTheirTransaction('good.ts', good)).toEqual([]);
  });

  it('no server source queries the pool from inside its own transaction', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => {
      const rel = path.relative(src, f).split(path.sep).join('/');
      return queriesOutsideTheirTransaction(rel, fs.readFileSync(f, 'utf8'))
        .map((finding) => `${rel}:${finding}`)
        .filter((finding) => !ALLOWED.has(finding.replace(/:\d+:/, ':')));
    });
    expect(found, 'Read these before the transaction opens, or query through its tx').toEqual([]);
  });
});
