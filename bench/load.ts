import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

export async function hammer(opts: {
  url: string;
  duration: number;
  connections?: number;
  headers?: Record<string, string>;
  requests?: Request[];
  /** Called once per connection (autocannon's setupClient): e.g. each connection a shopper with its own cart line. */
  setupClient?: (client: { setRequests(requests: Request[]): void }) => void;
}): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 16,
    duration: opts.duration,
    headers: opts.headers,
    requests: opts.requests,
    ...(opts.setupClient ? { setupClient: opts.setupClient as never } : {}),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** Runs `workers` loops of an async step until `seconds` pass; returns steps/s and step latency percentiles. */
export async function loop(workers: number, seconds: number, step: (worker: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const good = await step(w).catch(() => false);
        latencies.push(performance.now() - t0);
        if (good) ok++;
        else failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors: 0, non2xx: failed };
}

/** The p-th percentile of latencies sorted ascending (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
