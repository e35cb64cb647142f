import { describe, expect, it } from 'vitest';
import { isRetryable, withRetry } from './tx-retry.js';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** Drizzle wraps the driver's error: the SQLSTATE is on `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('transaction retry', () => {
  it('knows serialization failures and deadlocks, also when wrapped', () => {
    expect(isRetryable(pgError('40001'))).toBe(true);
    expect(isRetryable(wrapped('40P01'))).toBe(true);
    expect(isRetryable(wrapped('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });

  it('retries up to 3 attempts in all, then gives up with the last error', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw wrapped('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(3);
  });

  it('returns once an attempt succeeds, and never retries other errors', async () => {
    let calls = 0;
    expect(await withRetry(async () => (++calls < 2 ? Promise.reject(pgError('40001')) : 'ok'))).toBe('ok');
    expect(calls).toBe(2);
    calls = 0;
    await expect(withRetry(async () => (calls++, Promise.reject(pgError('23505'))))).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
