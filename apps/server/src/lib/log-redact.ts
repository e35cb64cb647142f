/**
 * Error logs without personal data (issue 9 #1: a failed insert's log line carried the delivery address).
 * A database error names the query's parameters (drizzle: `params: …` in the message and a `params` field)
 * and the driver's `detail` quotes the failing row ("Failing row contains (…)", "Key (email)=(…)"): the
 * addresses, phones and emails of the request. The logger's `err` serializer keeps only an allowlist of
 * fields, cuts the parameters out of every message and stack, and masks emails and Indian mobile numbers
 * that are left in the text.
 */

/** Fields of an error that never carry request values (pg/PGlite error fields, Fastify's, ours). */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint', 'schema', 'dataType', 'statusCode', 'name'] as const;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** A 10-digit Indian mobile number (98765 43210 too), optionally with +91 / 91 / 0 in front; not inside a word or id. */
const PHONE = /(?<![\w+])(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?![\w])/g;

/** Text with query parameters, quoted rows and key values cut out, and emails and phone numbers masked. */
export function scrubText(text: string): string {
  return (
    text
      // drizzle: "Failed query: insert … values ($1, $2)\nparams: a,b,c" (the parameters run to the end of the message)
      .replace(/\bparams: [^\n]*(\n(?! {4}at )[^\n]*)*/g, 'params: [redacted]')
      // PostgreSQL details: "Failing row contains (…)", "Key (email)=(a@b.in) already exists"
      .replace(/Failing row contains \([^\n]*/g, 'Failing row contains [redacted]')
      .replace(/Key \((.*?)\)=\([^\n]*/g, 'Key ($1)=[redacted]')
      .replace(EMAIL, '[email]')
      .replace(PHONE, '[phone]')
  );
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino `err` serializer: type, scrubbed message and stack, the allowlisted fields and the scrubbed cause. */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(typeof err === 'string' ? err : safeString(err)), stack: '' };
  const out: SerializedError = { type: err.constructor?.name ?? 'Error', message: scrubText(err.message), stack: scrubText(err.stack ?? '') };
  const fields = err as unknown as Record<string, unknown>;
  for (const k of SAFE_FIELDS) {
    const v = fields[k];
    if (typeof v === 'string' || typeof v === 'number') out[k] = typeof v === 'string' ? scrubText(v) : v;
  }
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function safeString(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/**
 * A request URL for the log with one-time secrets cut out: the reset link's `token` (the page /reset-password?token=…
 * is a GET the server logs) and any `code` (issue 21 #6: secrets never rest in clear, logs included).
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
}
