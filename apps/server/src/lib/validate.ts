import type { z } from 'zod';
import { AppError } from './errors.js';

/** zod's own wording ("Invalid input: ...") does not say which field; our schemas' messages do. */
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** Parses input with a shared zod schema; a failure is a 400 whose message names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, opts: { nulCheck?: boolean } = {}): z.output<S> {
  // PostgreSQL text cannot hold a NUL character: refuse it here, naming the field, instead of failing in SQL.
  const nul = opts.nulCheck === false ? undefined : findNul(input, []);
  if (nul) {
    const field = nul.join('.');
    const message = `${field || 'The request'} must not contain a NUL character`;
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

/** The path of the first string holding U+0000, if any (depth-limited: bodies are small and shallow). */
function findNul(v: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof v === 'string') return v.includes('\u0000') ? path : undefined;
  if (depth > 8 || v === null || typeof v !== 'object') return undefined;
  for (const [k, x] of Object.entries(v)) {
    const found = findNul(x, [...path, k], depth + 1);
    if (found) return found;
  }
  return undefined;
}
