import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { targets, writeResults, type BenchReport, type EndpointRow } from './report.js';

const row = (name: string, scale: number, rps: number, p50: number, p99: number): EndpointRow => ({
  name,
  scale,
  kind: 'search',
  rps,
  p50,
  p99,
  errors: 0,
  non2xx: 0,
  queries: 9,
});

function report(rows: EndpointRow[]): BenchReport {
  return {
    machine: 'test machine',
    engine: 'postgres',
    date: '2026-11-27',
    duration: 5,
    scales: [1, 10, 100],
    hello: { rps: 1000, p50: 1, p99: 2, errors: 0, non2xx: 0 },
    rows,
    growth: {},
    rss: {},
    coldStartMs: {},
  };
}

describe('bench report targets', () => {
  // Issue 25: at 100× not one search finished inside the window, and the report printed "✅ p99 0 ms".
  it('a row in which no request finished is one failure, never a p99 of 0 ms that passes', () => {
    const r = report([row('search', 1, 100, 10, 20), row('search', 10, 80, 12, 30), row('search', 100, 0, 0, 0)]);
    const out = targets(r);
    const about100 = out.filter((t) => t.text.includes('100×'));
    expect(about100).toEqual([{ ok: false, text: 'search: no request finished in the 5 s window at 100× (no latency to compare)' }]);
    expect(out.some((t) => t.ok && /p99 0 ms/.test(t.text))).toBe(false);
    // The 10× figures are still checked.
    expect(out).toContainEqual({ ok: true, text: 'search: 0.08× hello-world at 10× (issue 25 target ≥ 0.05×)' });
  });

  it('a measured row is judged on its figures, as before', () => {
    const out = targets(report([row('search', 1, 100, 10, 20), row('search', 100, 90, 15, 40)]));
    expect(out).toContainEqual({ ok: true, text: 'search: p99 40 ms at 100× (issue 25 target ≤ 50 ms)' });
    expect(out).toContainEqual({ ok: true, text: 'search: p50 10 → 15 ms from 1× to 100× (issue 25 target ≤ 2×)' });
    expect(out).toContainEqual({ ok: false, text: 'search: p99 40 ms at 100× (issue 4 target ≤ 25 ms)' });
  });

  it('the tables say "none finished" instead of latencies of 0 ms', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
    const file = writeResults(report([row('search', 1, 100, 10, 20), row('search', 100, 0, 0, 0)]), path.join(dir, 'RESULTS.md'));
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('none finished');
    expect(text).toContain('❌ search: no request finished');
    expect(text).not.toMatch(/✅[^\n]*p99 0 ms/);
  });
});
