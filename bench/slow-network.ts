/**
 * Issue 22 #15 (decision 053): the home and shop pages on a slow phone connection, with and without the first
 * screen in the HTML (FIRST_SCREEN=on/off). Starts the compiled server twice on a fresh PGlite folder with the
 * demo data, then, per page and setting, BENCH_RUNS (default 5) cold loads in Debian's Chromium at 360×740
 * under CDP throttling of 400 kbit/s both ways and 400 ms round trip (no CPU slowdown), and reports medians of
 *   - usable: the first product's Add to Cart button (shop page) or the first shop's View Shop link (home) in
 *     the page, from navigation start;
 *   - LCP: the last largest-contentful-paint entry once the page has settled;
 *   - API reads before usable, and the bytes the page transferred;
 * plus one Lighthouse run (mobile preset, its own simulated throttling) per page and setting.
 *   npm run build && npx tsx bench/slow-network.ts   (BENCH_RUNS=5; BENCH_LIGHTHOUSE=0 skips Lighthouse;
 *   BENCH_TRACE=1 prints every resource of every load with its start, end and size; BENCH_SETTINGS=on only one
 *   setting; BENCH_SERVER_JS=…/dist/server.js another build, e.g. before this change; BENCH_OUT=file.json)
 * Writes bench/RESULTS-slow-network.json and prints a Markdown table. Speed is measured here, never in tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startServer, stopServer } from './bazaar.js';
import { runLighthouse, type LighthouseResult } from './lighthouse.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KBPS = 400;
const RTT_MS = 400;

interface Load {
  usableMs: number;
  lcpMs: number;
  lcpElement: string;
  apiBeforeUsable: number;
  transferKB: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function load(browser: Browser, url: string, ready: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  let transfer = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (transfer += e.encodedDataLength));
  // A string, not a function: tsx would add its own helpers (__name) to a function's code, unknown in the page.
  await page.addInitScript(`(() => {
    const selector = ${JSON.stringify(ready)};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.lcp = e.startTime;
        window.lcpElement = (e.element ? e.element.tagName.toLowerCase() : '?') + (e.url ? ' ' + new URL(e.url).pathname : '');
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      if (window.usable === undefined && document.querySelector(selector)) {
        window.usable = performance.now();
        window.apiBeforeUsable = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.startsWith('/api/')).length;
      }
    }).observe(document, { childList: true, subtree: true });
  })();`);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { usable?: number }).usable !== undefined, undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  const m = await page.evaluate(() => {
    const w = window as unknown as { usable: number; lcp?: number; lcpElement?: string; apiBeforeUsable: number };
    return { usable: w.usable, lcp: w.lcp, lcpElement: w.lcpElement, apiBeforeUsable: w.apiBeforeUsable };
  });
  if (process.env.BENCH_TRACE) {
    const rs = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => {
        const t = r as PerformanceResourceTiming;
        return `${t.startTime.toFixed(0).padStart(6)} → ${t.responseEnd.toFixed(0).padStart(6)} ${String(t.transferSize).padStart(7)} B ${new URL(t.name).pathname}`;
      }),
    );
    const nav = await page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).toJSON()));
    console.log(url, `usable ${m.usable.toFixed(0)}`, nav.slice(0, 0), '\n' + rs.join('\n'));
  }
  const out = { usableMs: m.usable, lcpMs: m.lcp ?? NaN, lcpElement: m.lcpElement ?? '?', apiBeforeUsable: m.apiBeforeUsable, transferKB: transfer / 1024 };
  await context.close();
  return out;
}

async function main() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-slow-net-'));
  const results: Record<string, unknown>[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const setting of (process.env.BENCH_SETTINGS ?? 'off,on').split(',') as ('off' | 'on')[]) {
      const server = await startServer({ DEMO_DATA: 'true', DATA_DIR: data, FIRST_SCREEN: setting, LOG_LEVEL: 'warn' });
      try {
        const shops = (await (await fetch(`${server.base}/api/shops?limit=1`)).json()) as { items: { _id: string }[] };
        const pages = [
          { name: 'home', url: `${server.base}/`, ready: '[data-testid="shop-card"] a' },
          { name: 'shop page', url: `${server.base}/shop/${shops.items[0]!._id}`, ready: '[data-testid="product-card"] button' },
        ];
        for (const p of pages) {
          await load(browser, p.url, p.ready); // warms the server's caches; not counted
          const runs: Load[] = [];
          for (let i = 0; i < RUNS; i++) runs.push(await load(browser, p.url, p.ready));
          let lighthouse: LighthouseResult | undefined;
          if (process.env.BENCH_LIGHTHOUSE !== '0') lighthouse = await runLighthouse(p.url).catch(() => undefined);
          const row = {
            page: p.name,
            firstScreen: setting,
            usableMs: median(runs.map((r) => r.usableMs)),
            lcpMs: median(runs.map((r) => r.lcpMs)),
            apiBeforeUsable: median(runs.map((r) => r.apiBeforeUsable)),
            transferKB: median(runs.map((r) => r.transferKB)),
            runs,
            lighthouse,
          };
          results.push(row);
          console.log(
            `${p.name}, first screen ${setting}: usable ${row.usableMs.toFixed(0)} ms, LCP ${row.lcpMs.toFixed(0)} ms, ` +
              `${row.apiBeforeUsable} API reads before usable, ${row.transferKB.toFixed(0)} KB, LCP element ${runs.at(-1)!.lcpElement}` +
              (lighthouse ? `; Lighthouse LCP ${lighthouse.lcpMs.toFixed(0)} ms, TBT ${lighthouse.tbtMs.toFixed(0)} ms, score ${lighthouse.score}` : ''),
          );
        }
      } finally {
        await stopServer(server.proc);
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(data, { recursive: true, force: true });
  }
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length}× ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
    loadavg: os.loadavg(),
    network: `${KBPS} kbit/s both ways, ${RTT_MS} ms RTT (CDP), cache off, 360×740 @2x, no CPU slowdown`,
    runs: RUNS,
    server: process.env.BENCH_SERVER_JS ?? 'apps/server/dist/server.js',
    results,
  };
  fs.writeFileSync(path.resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS-slow-network.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${report.date} · ${report.machine} · load average ${report.loadavg.map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| Page | First screen in HTML | usable (median) | LCP (median) | API reads before usable | KB | Lighthouse LCP | TBT |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results as Array<{
    page: string;
    firstScreen: string;
    usableMs: number;
    lcpMs: number;
    apiBeforeUsable: number;
    transferKB: number;
    lighthouse?: LighthouseResult;
  }>) {
    console.log(
      `| ${r.page} | ${r.firstScreen} | ${(r.usableMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.apiBeforeUsable} | ${r.transferKB.toFixed(0)} | ` +
        `${r.lighthouse ? `${(r.lighthouse.lcpMs / 1000).toFixed(2)} s` : '–'} | ${r.lighthouse ? `${r.lighthouse.tbtMs.toFixed(0)} ms` : '–'} |`,
    );
  }
}

await main();
