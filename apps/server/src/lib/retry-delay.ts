/** The wait before try `attempts + 1` of a retried job (outbox mail, domain events): exponential back-off, capped. */
export function retryDelay(attempts: number, o: { retryBaseMs: number; retryMaxMs: number }): number {
  return Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}
