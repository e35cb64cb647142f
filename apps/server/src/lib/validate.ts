import type { z } from 'zod';
import { AppError } from './errors.js';

/** zod's own wording ("Invalid input: ...") does not say which field; our schemas' messages do. */
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** Parses input with a shared zod schema; a failure is a 400 whose message names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, opts: { nulCheck?: boolean } = {}): z.output<S> {
  // Text PostgreSQL cannot store (NUL; a lone UTF-16 surrogate, which no UTF-8 text or JSON column holds) is
  // refused here, for every body, query and form of every route, naming the field, instead of failing in SQL.
  const bad = opts.nulCheck === false ? undefined : findUnstorable(input, []);
  if (bad) {
    const field = bad.path.join('.');
    const message =
      bad.problem === 'nul'
        ? `${field || 'The request'} must not contain a NUL character`
        : `${field || 'The request'} contains an invalid character (an unpaired UTF-16 surrogate): send well-formed text`;
    throw new AppError('VALIDATION', message, { issues: [{ field: field || undefined, message }] });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const field = i.path.map(String).join('.');
    const message = field && GENERIC.test(i.message) ? `${field}: ${i.message}` : i.message;
    return { field: field || undefined, message };
  });
  throw new AppError('VALIDATION', issues[0]!.message, { issues });
}

type Unstorable = { path: string[]; problem: 'nul' | 'surrogate' };

/**
 * The path of the first string (or object key) holding U+0000 or an unpaired surrogate, if any. Depth-limited:
 * bodies are small and shallow, and the schemas refuse anything deeper than they name.
 */
function findUnstorable(v: unknown, path: string[], depth = 0): Unstorable | undefined {
  if (typeof v === 'string') return textProblem(v, path) ?? inJsonText(v, path, depth);
  if (depth > 8 || v === null || typeof v !== 'object') return undefined;
  for (const [k, x] of Object.entries(v)) {
    // A bad key is reported at its parent: the reply never echoes the unstorable text itself.
    const found = textProblem(k, path) ?? findUnstorable(x, [...path, k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A form sends lists and objects as JSON text (a product's options and variants, issue 24), and a JSON escape
 * (backslash-u-d-8-0-0) hides a lone surrogate until the schema parses it: look inside, naming the field within.
 */
function inJsonText(s: string, path: string[], depth: number): Unstorable | undefined {
  if (!/^\s*[[{]/.test(s)) return undefined;
  try {
    return findUnstorable(JSON.parse(s) as unknown, path, depth + 1);
  } catch {
    return undefined; // not JSON: the schema says what is wrong with it
  }
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(s: string, path: string[]): Unstorable | undefined {
  if (s.includes('\u0000')) return { path, problem: 'nul' };
  if (LONE_SURROGATE.test(s)) return { path, problem: 'surrogate' };
  return undefined;
}
