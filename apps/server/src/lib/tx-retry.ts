/** PostgreSQL's "try again" errors: serialization failure and deadlock detected. */
const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isRetryable = (err: unknown): boolean => RETRYABLE.has(sqlState(err) ?? '');

/** Runs `work` (a whole transaction) again when PostgreSQL asks for it, up to `attempts` times in all. */
export async function withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
