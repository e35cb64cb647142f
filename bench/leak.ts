/**
 * The leak check (issue 30 #4), `BENCH_ONLY=leak`: the mixed workload (80 % browsing, 15 % cart, 5 % orders) on 64
 * connections for BENCH_LEAK_MINUTES (default 5) while the server's resident memory is read every second. Passes
 * when the RSS at the end is at most 110 % of the RSS after the first minute (the warm-up: JIT, pools, caches).
 */
import type { LoadResult } from './load.js';
import { rssOf } from './reports.js';

export interface LeakResult {
  scale: number;
  minutes: number;
  connections: number;
  rssAfter1MinBytes: number;
  rssAtEndBytes: number;
  /** rssAtEnd ÷ rssAfter1Min; the target is ≤ 1.10. */
  ratio: number;
  /** The RSS read each minute (bytes). */
  perMinute: number[];
  load: LoadResult;
}

export async function leakCheck(
  base: string,
  pid: number,
  scale: number,
  mixed: (base: string, connections: number, seconds: number) => Promise<LoadResult>,
): Promise<LeakResult> {
  const minutes = Math.max(2, Number(process.env.BENCH_LEAK_MINUTES ?? 5));
  const connections = 64;
  const perMinute: number[] = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const minute = Math.floor((Date.now() - started) / 60_000);
    if (minute > perMinute.length && minute <= minutes) {
      perMinute.push(rssOf(pid));
      console.log(`leak check: minute ${minute}, RSS ${(perMinute.at(-1)! / 2 ** 20).toFixed(0)} MB`);
    }
  }, 1000);
  let load: LoadResult;
  try {
    load = await mixed(base, connections, minutes * 60);
  } finally {
    clearInterval(timer);
  }
  const rssAtEndBytes = rssOf(pid);
  const rssAfter1MinBytes = perMinute[0] ?? rssAtEndBytes;
  const ratio = rssAtEndBytes / rssAfter1MinBytes;
  console.log(
    `leak check: RSS after 1 min ${(rssAfter1MinBytes / 2 ** 20).toFixed(0)} MB, after ${minutes} min ${(rssAtEndBytes / 2 ** 20).toFixed(0)} MB = ${(ratio * 100).toFixed(0)} % (target ≤ 110 %); ${load.rps.toFixed(0)} steps/s, ${load.non2xx} failed`,
  );
  return { scale, minutes, connections, rssAfter1MinBytes, rssAtEndBytes, ratio, perMinute, load };
}
