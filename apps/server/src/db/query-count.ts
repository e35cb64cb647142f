import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/** Per-request query counter (benchmarks check that queries per request stay constant as data grows). */
export const queryScope = new AsyncLocalStorage<{ n: number }>();

export const countingLogger: Logger = {
  logQuery() {
    const scope = queryScope.getStore();
    if (scope) scope.n++;
  },
};
