import fs from 'node:fs';
import type { LoadResult } from './load.js';
import type { LighthouseResult } from './lighthouse.js';
import type { LeakResult } from './leak.js';
import type { ReportRow } from './reports.js';

export interface EndpointRow extends LoadResult {
  scale: number;
  name: string;
  kind: 'catalog' | 'user' | 'admin' | 'write' | 'busy' | 'search';
  queries: number;
}

/** One unpaged endpoint under 100 concurrent calls, with /healthz probed meanwhile (issue 9 #5). */
export interface FloodRow extends LoadResult {
  scale: number;
  name: string;
  /** Size of one reply. */
  bytes: number;
  healthzP50: number;
  healthzP99: number;
  healthzMax: number;
}

/** One read against 1 or 2 server processes (WEB_CONCURRENCY, issue 14 #5); load1 = the machine's load then. */
export interface ClusterRow extends LoadResult {
  scale: number;
  processes: number;
  name: string;
  load1: number;
}

export interface BenchReport {
  machine: string;
  engine: 'pglite' | 'postgres';
  date: string;
  duration: number;
  scales: number[];
  hello: LoadResult;
  rows: EndpointRow[];
  growth: Record<string, unknown>;
  rss: Record<number, number>;
  /** Issue 30 #4: the server's RSS once started (before any load) and at the end of the scale's run (64 connections last). */
  rssAtRest?: Record<number, number>;
  rssAfter?: Record<number, number>;
  /** Issue 30 #3: the largest reports, time and memory. */
  reports?: ReportRow[];
  leak?: LeakResult;
  coldStartMs: Record<number, number>;
  lighthouse?: LighthouseResult[];
  pgbench?: { tps: number };
  flood?: FloodRow[];
  cluster?: ClusterRow[];
}

/** Target of issue 9 #5: /healthz p99 under 100 ms while an unpaged endpoint takes 100 concurrent calls. */
export const FLOOD_HEALTHZ_P99_MS = 100;

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;

/**
 * Writes the table (Markdown) and the raw figures (JSON next to it). `other` is the other engine's last
 * report: on PGlite, each endpoint is also compared with the PostgreSQL rate (target ≥ 0.3×).
 */
export function writeResults(r: BenchReport, file: string, other?: BenchReport): string {
  const top = Math.max(...r.scales);
  const low = Math.min(...r.scales);
  const lines: string[] = [];
  fs.writeFileSync(file.replace(/\.md$/, '.json'), JSON.stringify(r, null, 2));
  lines.push(`# Benchmark results (${r.engine === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`, '');
  lines.push(`Machine: ${r.machine}. Engine: **${r.engine}**. ${r.date}. ${r.duration} s per endpoint, 16 connections (autocannon).`, '');
  lines.push(`Bare Node \`http\` hello-world: **${f0(r.hello.rps)} req/s** (p50 ${r.hello.p50} ms, p99 ${r.hello.p99} ms).`, '');
  for (const scale of r.scales) {
    lines.push(`## ${scale}× data`, '');
    lines.push(
      `Cold start to first 200: ${f0(r.coldStartMs[scale] ?? NaN)} ms. Server RSS at rest ${mb(r.rssAtRest?.[scale] ?? 0)}, max under load ${mb(r.rss[scale] ?? 0)}, after the run (64 connections last) ${mb(r.rssAfter?.[scale] ?? 0)}${r.engine === 'pglite' ? ' (the embedded database runs in the same process: its memory is in these figures)' : ''}.`,
      '',
    );
    const reports = (r.reports ?? []).filter((x) => x.scale === scale);
    if (reports.length) {
      lines.push(`Largest reports (${1000 * scale} documents in the month and ${1000 * scale} ledger entries for one shop; median of 3 calls):`, '');
      lines.push('| Report | time | slowest | extra RSS | reply | status |', '|---|---:|---:|---:|---:|---:|');
      for (const x of reports)
        lines.push(`| ${x.name} | ${x.ms} ms | ${x.maxMs} ms | ${mb(x.extraRssBytes)} | ${(x.bytes / 2 ** 20).toFixed(1)} MB | ${x.status} |`);
      lines.push('');
    }
    const rows = r.rows.filter((x) => x.scale === scale);
    if (rows.length === 0) continue; // BENCH_ONLY=flood: no endpoint table
    lines.push('| Endpoint | req/s | p50 ms | p99 ms | × hello-world | queries/request | non-2xx |', '|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      lines.push(
        `| ${row.name} | ${f0(row.rps)} | ${ms(row, 'p50')} | ${ms(row, 'p99')} | ${f2(row.rps / r.hello.rps)} | ${Number.isFinite(row.queries) ? row.queries : '–'} | ${row.non2xx} |`,
      );
    }
    lines.push('');
  }
  if (r.scales.length > 1) {
    lines.push(`## Growth from ${low}× to ${top}× data`, '');
    lines.push(
      `| Endpoint | ${r.scales.map((s) => `req/s ${s}×`).join(' | ')} | throughput kept at ${top}× | ${r.scales.map((s) => `p50 ${s}×`).join(' | ')} | p50 ${top}× ÷ ${low}× | ${r.scales.map((s) => `p99 ${s}×`).join(' | ')} | queries ${low}× → ${top}× |`,
    );
    lines.push(`|---|${r.scales.map(() => '---:').join('|')}|---:|${r.scales.map(() => '---:').join('|')}|---:|${r.scales.map(() => '---:').join('|')}|---|`);
    for (const name of [...new Set(r.rows.map((x) => x.name))]) {
      const at = (s: number) => r.rows.find((x) => x.name === name && x.scale === s);
      const a = at(low);
      const b = at(top);
      lines.push(
        `| ${name} | ${r.scales.map((s) => f0(at(s)?.rps ?? NaN)).join(' | ')} | ${a && b ? `${((b.rps / a.rps) * 100).toFixed(0)}%` : '–'} | ${r.scales.map((s) => ms(at(s), 'p50')).join(' | ')} | ${a && b && finished(a) && finished(b) ? f2(b.p50 / Math.max(a.p50, 1)) : '–'} | ${r.scales.map((s) => ms(at(s), 'p99')).join(' | ')} | ${a && b && Number.isFinite(a.queries) ? `${a.queries} → ${b.queries}` : '–'} |`,
      );
    }
    lines.push('');
  }
  const order = r.rows.find((x) => x.name === 'place order' && x.scale === top);
  if (r.pgbench && order) {
    lines.push(`## Place order vs pgbench`, '');
    lines.push(
      `pgbench running the same SQL as one checkout (16 clients): **${f0(r.pgbench.tps)} tps**; the server places **${f0(order.rps)} orders/s** = **${f2(order.rps / r.pgbench.tps)}×** pgbench.`,
      '',
    );
  }
  const pgTop = other?.engine === 'postgres' && r.engine === 'pglite' ? other : undefined;
  if (pgTop) {
    const s = Math.max(...pgTop.scales.filter((x) => r.scales.includes(x)));
    lines.push(`## PGlite vs PostgreSQL at ${s}× data`, '');
    lines.push(`PostgreSQL figures from its run of ${pgTop.date} (same machine).`, '');
    lines.push('| Endpoint | PGlite req/s | PostgreSQL req/s | PGlite ÷ PostgreSQL |', '|---|---:|---:|---:|');
    for (const row of r.rows.filter((x) => x.scale === s)) {
      const p = pgTop.rows.find((x) => x.scale === s && x.name === row.name);
      lines.push(`| ${row.name} | ${f0(row.rps)} | ${f0(p?.rps ?? NaN)} | ${p ? f2(row.rps / p.rps) : '–'} |`);
    }
    lines.push('');
  }
  if (r.lighthouse?.length) {
    lines.push(`## Lighthouse (mobile preset, Debian Chromium)`, '');
    lines.push('| Page | Performance | LCP | CLS | TBT |', '|---|---:|---:|---:|---:|');
    for (const l of r.lighthouse) lines.push(`| ${l.name} | ${f0(l.score * 100)} | ${f0(l.lcpMs)} ms | ${l.cls.toFixed(3)} | ${f0(l.tbtMs)} ms |`);
    lines.push('');
  }
  if (r.flood?.length) {
    lines.push(`## Unpaged calls under a flood (issue 9 #5)`, '');
    lines.push(
      `100 concurrent connections on one unpaged spec endpoint for ${r.duration} s while another process asks \`/healthz\` back to back on one connection.`,
      '',
    );
    lines.push(
      '| Data | Endpoint | reply | req/s | p99 ms | non-2xx | /healthz p50 ms | /healthz p99 ms | /healthz max ms |',
      '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const f of r.flood)
      lines.push(
        `| ${f.scale}× | ${f.name} | ${(f.bytes / 1024).toFixed(0)} KB | ${f0(f.rps)} | ${f.p99} | ${f.non2xx} | ${f.healthzP50} | ${f.healthzP99} | ${f.healthzMax} |`,
      );
    lines.push('');
  }
  if (r.cluster?.length) {
    lines.push(`## Server processes (WEB_CONCURRENCY, issue 14 #5)`, '');
    lines.push(
      `The same PostgreSQL database served by 1 and by 2 processes; autocannon (16 connections, ${r.duration} s) runs on the same machine. Load = the 1-minute load average when the figure was taken.`,
      '',
    );
    lines.push('| Data | Read | processes | req/s | p50 ms | p99 ms | non-2xx | load |', '|---:|---|---:|---:|---:|---:|---:|---:|');
    for (const c of r.cluster)
      lines.push(`| ${c.scale}× | ${c.name} | ${c.processes} | ${f0(c.rps)} | ${c.p50} | ${c.p99} | ${c.non2xx} | ${c.load1.toFixed(2)} |`);
    lines.push('');
  }
  if (r.leak) {
    const l = r.leak;
    lines.push(`## Leak check (issue 30 #4)`, '');
    lines.push(
      `Mixed workload on ${l.connections} connections for ${l.minutes} min at ${l.scale}× data (${f0(l.load.rps)} steps/s, ${l.load.non2xx} failed). RSS each minute: ${l.perMinute.map(mb).join(', ')}. ` +
        `After 1 min ${mb(l.rssAfter1MinBytes)}, at the end ${mb(l.rssAtEndBytes)}: **${(l.ratio * 100).toFixed(0)} %** (target ≤ 110 %: ${l.ratio <= 1.1 ? 'met' : 'missed'}).`,
      '',
    );
  }
  lines.push('## Targets', '');
  for (const t of targets(r, pgTop)) lines.push(`- ${t.ok ? '✅' : '❌'} ${t.text}`);
  lines.push('');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

/** A latency for the tables: "–" for a missing row, "none finished" where no request finished. */
function ms(row: LoadResult | undefined, which: 'p50' | 'p99'): string {
  if (!row) return '–';
  return finished(row) ? String(row[which]) : 'none finished';
}

/** At least one request of the row finished inside its window (else its latencies are autocannon's zeros). */
export function finished(row: LoadResult): boolean {
  return row.rps > 0;
}

/**
 * Issue 15's targets (ratios to the hello-world of the same run, per engine), then issue 4's and issue 9's
 * that still hold: p99 and growth from the lowest to the highest scale, PGlite against PostgreSQL, the flood.
 */
export function targets(r: BenchReport, pg?: BenchReport): Array<{ ok: boolean; text: string }> {
  const top = Math.max(...r.scales);
  const low = Math.min(...r.scales);
  const out: Array<{ ok: boolean; text: string }> = [];
  // A row in which no request finished inside the window has no latency at all: autocannon then reports p50 and
  // p99 of 0 ms, which every "≤ N ms" check would read as a pass. Such a row is one failure, said as it is, and
  // takes no part in any other check (issue 25: the 100× search run printed "✅ p99 0 ms").
  const unmeasured = new Set<EndpointRow>();
  for (const row of r.rows.filter((x) => !finished(x))) {
    unmeasured.add(row);
    out.push({ ok: false, text: `${row.name}: no request finished in the ${r.duration} s window at ${row.scale}× (no latency to compare)` });
  }
  const at = (name: string, s: number) => r.rows.find((x) => x.name === name && x.scale === s && !unmeasured.has(x));
  const ratio = (name: string, need: number) => {
    const row = at(name, top);
    if (row) out.push({ ok: row.rps / r.hello.rps >= need, text: `${name}: ${f2(row.rps / r.hello.rps)}× hello-world at ${top}× (target ≥ ${need}×)` });
  };
  const measuredAt = (s: number) => r.rows.filter((x) => x.scale === s && !unmeasured.has(x));
  for (const row of measuredAt(top).filter((x) => x.kind === 'catalog')) ratio(row.name, 0.5);
  // Issue 25: search ≥ 0.05× hello-world at 10×, p99 ≤ 50 ms at 100×, p50 at 100× at most twice its p50 at 1×.
  for (const name of [...new Set(r.rows.filter((x) => x.kind === 'search').map((x) => x.name))]) {
    const ten = at(name, 10);
    const hundred = at(name, 100);
    const one = at(name, 1);
    if (ten) out.push({ ok: ten.rps / r.hello.rps >= 0.05, text: `${name}: ${f2(ten.rps / r.hello.rps)}× hello-world at 10× (issue 25 target ≥ 0.05×)` });
    if (hundred) out.push({ ok: hundred.p99 <= 50, text: `${name}: p99 ${hundred.p99} ms at 100× (issue 25 target ≤ 50 ms)` });
    if (hundred && one)
      out.push({ ok: hundred.p50 <= 2 * one.p50, text: `${name}: p50 ${one.p50} → ${hundred.p50} ms from 1× to 100× (issue 25 target ≤ 2×)` });
  }
  const busy = at('home list, database busy', top);
  const idle = at('home list (page 1)', top);
  if (busy && idle)
    out.push({
      ok: busy.rps >= idle.rps / 2 && busy.p99 <= 50,
      text: `home list while the database is busy: ${((busy.rps / idle.rps) * 100).toFixed(0)}% of its idle throughput, p99 ${busy.p99} ms at ${top}× (target ≥ 50%, ≤ 50 ms)`,
    });
  const order = at('place order', top);
  if (r.engine === 'postgres') {
    for (const name of ['who am I (auth/me)', 'cart']) ratio(name, 0.25);
    for (const name of ['my orders', 'admin orders']) ratio(name, 0.15);
    if (order && r.pgbench) out.push({ ok: order.rps >= 0.5 * r.pgbench.tps, text: `place order: ${f2(order.rps / r.pgbench.tps)}× pgbench (target ≥ 0.5×)` });
  } else {
    ratio('who am I (auth/me)', 0.1);
    for (const row of measuredAt(top).filter((x) => x.kind !== 'write'))
      out.push({ ok: row.p99 <= 50, text: `${row.name} on PGlite: p99 ${row.p99} ms at ${top}× (target ≤ 50 ms)` });
  }
  for (const row of measuredAt(top).filter((x) => x.kind !== 'write' && x.kind !== 'busy')) {
    if (r.engine === 'postgres') out.push({ ok: row.p99 <= 25, text: `${row.name}: p99 ${row.p99} ms at ${top}× (issue 4 target ≤ 25 ms)` });
    const first = at(row.name, low);
    if (first && top !== low) {
      out.push({
        ok: row.rps >= first.rps / 2,
        text: `${row.name}: keeps ${((row.rps / first.rps) * 100).toFixed(0)}% of its ${low}× throughput at ${top}× (target ≥ 50%)`,
      });
      if (Number.isFinite(first.queries))
        out.push({ ok: row.queries === first.queries, text: `${row.name}: ${first.queries} → ${row.queries} queries per request (target: constant)` });
    }
  }
  if (pg) {
    const s = Math.max(...pg.scales.filter((x) => r.scales.includes(x)));
    for (const row of measuredAt(s)) {
      const p = pg.rows.find((x) => x.scale === s && x.name === row.name && finished(x));
      if (p) out.push({ ok: row.rps >= 0.3 * p.rps, text: `${row.name} on PGlite: ${f2(row.rps / p.rps)}× the PostgreSQL rate at ${s}× (target ≥ 0.3×)` });
    }
  }
  for (const f of (r.flood ?? []).filter((x) => x.scale === top)) {
    out.push({
      ok: f.healthzP99 < FLOOD_HEALTHZ_P99_MS,
      text: `/healthz p99 ${f.healthzP99} ms during 100 concurrent ${f.name} at ${top}× (target < ${FLOOD_HEALTHZ_P99_MS} ms)`,
    });
  }
  for (const l of r.lighthouse ?? []) {
    out.push({
      ok: l.lcpMs <= 2000 && l.cls === 0 && l.tbtMs <= 100,
      text: `Lighthouse ${l.name}: LCP ${f0(l.lcpMs)} ms (≤ 2000), CLS ${l.cls.toFixed(3)} (0), TBT ${f0(l.tbtMs)} ms (≤ 100)`,
    });
  }
  return out;
}
