/**
 * Every error message the server can produce, read from the source (issue 28, decision 091): the English templates the
 * Hindi catalog must cover. Parsed with the TypeScript compiler (syntax only, no type checking), so it is quick.
 *
 * A message is found where it is made:
 * - `new AppError(code, message)`, `notFound(what)` (→ "<what> not found"), `forbidden(message)`, `conflict(message)`,
 *   `rowProblem(row, column, message)` (a bulk upload's row);
 * - zod messages in `packages/shared` and the server: the message argument of `.min()`, `.max()`, `.regex()`,
 *   `.refine()`, `.length()`, `z.email()`, `.uuid()`…, and `error:` / `message:` properties (`ctx.addIssue`);
 * - tables of `[CODE, message]` pairs (the error handler's answers to Fastify's own errors).
 * A message given as a constant (`INVALID_LOGIN`) is followed to its declaration in any scanned file; one given as a
 * parameter is where its callers' messages are (and those are found at the call). A template's `${…}` parts become
 * placeholders named after the expression (`${label}` → `{label}`, `${roles.join(' or ')}` → `{roles}`).
 *
 * Labels handed to the field builders (`text('Name', 100)`) are collected too: they fill `{label}` and are terms.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ZOD_MESSAGE_METHODS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'uuid', 'int', 'positive', 'nonnegative', 'gte', 'lte', 'gt', 'lt']);

/**
 * Not scanned: what never answers a person's request in their language — the start-up configuration (its messages
 * stop the process), the database and backups, the ONDC protocol (machine to machine, decision 087), the documents'
 * drawing and pure tax rules (their texts are not errors).
 */
const SKIPPED = [
  /[\\/]config\.ts$/,
  /-config\.ts$/,
  /[\\/]db[\\/]/,
  /[\\/]backup[\\/]/,
  /[\\/]modules[\\/]ondc[\\/]/,
  /[\\/]domain[\\/]/,
  /invoice-pdf\.ts$/,
  /-cli\.ts$/,
];

/** A message is a sentence: a letter and a space at least (not a path, a separator or a number). */
const looksLikeMessage = (s: string) => /[A-Za-z]/.test(s) && / /.test(s);
/** Field builders of packages/shared whose first argument (or, for these, the given one) is the field's label. */
const LABEL_ARG: Record<string, number> = {
  text: 0,
  email: 0,
  phone: 0,
  mobile: 0,
  otpCode: 0,
  pan: 0,
  gstin: 0,
  password: 0,
  numeric: 0,
  rupees: 0,
  stock: 0,
  id: 0,
  typeError: 0,
  oneOf: 1,
  optionalOneOf: 1,
  notFound: 0,
};

export interface ScanResult {
  /** English templates, placeholders as `{name}`, with a file where each is made. */
  messages: Map<string, string>;
  /** Literal labels given to the field builders. */
  labels: Map<string, string>;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.ts$/.test(e.name) && !/\.test\.ts$|\.d\.ts$/.test(e.name) && !SKIPPED.some((r) => r.test(p))) out.push(p);
  }
  return out;
}

function placeholderName(e: ts.Expression): string {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isCallExpression(e)) {
    const callee = e.expression;
    if (ts.isPropertyAccessExpression(callee)) return placeholderName(callee.expression);
    if (ts.isIdentifier(callee)) return callee.text;
  }
  if (ts.isParenthesizedExpression(e)) return placeholderName(e.expression);
  if (ts.isElementAccessExpression(e)) return placeholderName(e.expression);
  return 'value';
}

/** A template literal as `{name}` text; `names` are the placeholders in order. */
function templateText(t: ts.TemplateExpression): string {
  let s = t.head.text;
  const seen = new Map<string, number>();
  for (const span of t.templateSpans) {
    const name = placeholderName(span.expression);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    s += `{${n === 1 ? name : `${name}${n}`}}${span.literal.text}`;
  }
  return s;
}

export function scanMessages(roots: string[]): ScanResult {
  const files = roots.flatMap(sourceFiles);
  const parsed = files.map((f) => ({ file: f, sf: ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true) }));

  // Top-level and module constants: NAME = 'text' | `template` (followed when a message is given by name).
  const constants = new Map<string, ts.Expression>();
  for (const { sf } of parsed) {
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
        const init = n.initializer;
        if (ts.isStringLiteralLike(init) || ts.isTemplateExpression(init) || ts.isConditionalExpression(init)) constants.set(n.name.text, init);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }

  const messages = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const { file, sf } of parsed) {
    const where = path.relative(process.cwd(), file);
    const keep = (m: string) => {
      if (looksLikeMessage(m) && !messages.has(m)) messages.set(m, where);
    };
    const add = (e: ts.Expression | undefined, wrap: (s: string) => string = (s) => s, depth = 0): void => {
      if (!e || depth > 4) return;
      if (ts.isStringLiteralLike(e)) keep(wrap(e.text));
      else if (ts.isTemplateExpression(e)) keep(wrap(templateText(e)));
      else if (ts.isConditionalExpression(e)) {
        add(e.whenTrue, wrap, depth + 1);
        add(e.whenFalse, wrap, depth + 1);
      } else if (ts.isParenthesizedExpression(e)) add(e.expression, wrap, depth + 1);
      else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        add(e.left, wrap, depth + 1);
        add(e.right, wrap, depth + 1);
      } else if (ts.isArrowFunction(e)) {
        if (ts.isBlock(e.body)) {
          const visitReturns = (n: ts.Node) => {
            if (ts.isReturnStatement(n)) add(n.expression, wrap, depth + 1);
            else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visitReturns);
          };
          visitReturns(e.body);
        } else add(e.body, wrap, depth + 1);
      } else if (ts.isIdentifier(e)) {
        const c = constants.get(e.text);
        if (c) add(c, wrap, depth + 1);
      } else if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && LABEL_ARG[e.expression.text] === 0 && e.expression.text === 'typeError') {
        const label = e.arguments[0];
        if (label && ts.isStringLiteralLike(label)) {
          add(ts.factory.createStringLiteral(`${label.text} is required`), wrap, depth + 1);
          add(ts.factory.createStringLiteral(`${label.text} must be text`), wrap, depth + 1);
        }
      }
    };
    const visit = (n: ts.Node) => {
      if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'AppError') add(n.arguments?.[1]);
      if (ts.isCallExpression(n)) {
        const callee = n.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (ts.isIdentifier(callee) && name === 'notFound') add(n.arguments[0], (s) => `${s} not found`);
        if (ts.isIdentifier(callee) && (name === 'forbidden' || name === 'conflict')) add(n.arguments[0]);
        // A bulk upload's problem on a row (`rowProblem(row, column, message)`), shown beside the row.
        if (ts.isIdentifier(callee) && name === 'rowProblem') add(n.arguments[2]);
        if (ts.isPropertyAccessExpression(callee) && ZOD_MESSAGE_METHODS.has(name)) {
          for (const a of n.arguments) if (ts.isStringLiteralLike(a) || ts.isTemplateExpression(a)) add(a);
        }
        const labelAt = LABEL_ARG[name];
        if (ts.isIdentifier(callee) && labelAt !== undefined) {
          const a = n.arguments[labelAt];
          if (a && ts.isStringLiteralLike(a)) labels.set(a.text, labels.get(a.text) ?? where);
        }
      }
      // A table of error codes and messages: `['TOO_LARGE', 'The request body is too large']` (the error handler's).
      if (ts.isArrayLiteralExpression(n) && n.elements.length === 2) {
        const [code, message] = n.elements;
        if (code && ts.isStringLiteral(code) && /^[A-Z][A-Z_]+$/.test(code.text) && message && ts.isStringLiteralLike(message)) add(message);
      }
      // A builder's default label: `(label = 'Email') => …`.
      if (ts.isParameter(n) && ts.isIdentifier(n.name) && /^(label|what)$/.test(n.name.text) && n.initializer && ts.isStringLiteralLike(n.initializer))
        labels.set(n.initializer.text, labels.get(n.initializer.text) ?? where);
      if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && (n.name.text === 'error' || n.name.text === 'message')) {
        // In the server, only messages of errors: `message:` in an issue (`addIssue`) or in an error-shaped object.
        const inIssue = ts.isObjectLiteralExpression(n.parent) && n.parent.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'code');
        const inShared = where.includes(`packages${path.sep}shared`);
        if (n.name.text === 'error' || inShared || inIssue) add(n.initializer);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { messages, labels };
}

/** The placeholders of a template, sorted: `{label} must be at most {max} characters` → ['label', 'max']. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!).sort();
}
