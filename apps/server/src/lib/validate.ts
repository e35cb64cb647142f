import type { z } from 'zod';
import { AppError } from './errors.js';

/** zod's own wording ("Invalid input: ...") does not say which field; our schemas' messages do. */
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** Parses input with a shared zod schema; a failure is a 400 whose message names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const field = i.path.map(String).join('.');
    const message = field && GENERIC.test(i.message) ? `${field}: ${i.message}` : i.message;
    return { field: field || undefined, message };
  });
  throw new AppError('VALIDATION', issues[0]!.message, { issues });
}
