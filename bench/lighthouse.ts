import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LighthouseResult {
  name?: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  score: number;
}

/** Lighthouse (npm) in Debian's Chromium, mobile preset (the default), performance only. */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-lh-')), 'report.json');
  // bench/package.json holds Lighthouse (npm run bench installs it), not the product's node_modules.
  const bin = path.resolve('bench/node_modules/.bin/lighthouse');
  const r = spawnSync(
    bin,
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
  );
  if (!fs.existsSync(out)) throw new Error(r.stderr?.slice(-500) || 'no report');
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    score: Number(lhr.categories.performance.score),
  };
}
