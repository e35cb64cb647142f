import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './helpers/mail-sink';
import { startSmsSink } from './helpers/sms-sink';
import { startServer } from './helpers/server';
import { drawsShots } from '../../../scripts/journey-env.mjs';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * Problems expected anyway: none. (A visitor's page asks /api/auth/session, which answers 200 with `user: null`
 * since issue 22 #14; the spec's /api/auth/me still answers 401 to a test that calls it on purpose.)
 */
const ALWAYS_ALLOWED: RegExp[] = [];

export interface Guard {
  /** Allow failures (console errors, failed requests, 4xx/5xx responses) whose text or URL matches. */
  allow: (pattern: RegExp) => void;
  problems: string[];
}

/** The server this worker's tests talk to: its URL and the folder its mail sink writes to. */
export interface WorkerServer {
  url: string;
  mailDir: string;
}

export const test = base.extend<{ guard: Guard; shot: (name: string, opts?: { fullPage?: boolean }) => Promise<void> }, { server: WorkerServer }>({
  /**
   * One compiled server per Playwright worker (decision 068), each on a free port with its own data folder and
   * its own mail sink, so two workers never see each other's shops, orders or mail. The API helpers read the
   * URL and mail folder from this worker process's environment; `baseURL` points the browser at it.
   */
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // Mail goes to a sink on loopback: reset links and COD codes are only in sent mail (decision 039).
      const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-mail-'));
      const sink = await startMailSink(mailDir);
      // Texts (login codes, issue 27) go to a Twilio stand-in on loopback.
      const smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-sms-'));
      const smsSink = await startSmsSink(smsDir);
      const server = await startServer({
        // All journeys log in from 127.0.0.1; rate limiting itself is tested in the API suite.
        RATE_LIMIT_SCALE: '50',
        SUPERADMIN_EMAIL: process.env.E2E_SUPERADMIN_EMAIL,
        SUPERADMIN_PASSWORD: process.env.E2E_SUPERADMIN_PASSWORD,
        SMTP_URL: sink.url,
        TWILIO_ACCOUNT_SID: 'AC-e2e',
        TWILIO_AUTH_TOKEN: 'e2e-token',
        SMS_FROM: 'BAZAAR',
        SMS_API_URL: smsSink.url,
      });
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_MAIL_DIR = mailDir;
      process.env.E2E_SMS_DIR = smsDir;
      try {
        await use({ url: server.url, mailDir });
      } finally {
        await server.stop();
        await sink.stop();
        await smsSink.stop();
        fs.rmSync(mailDir, { recursive: true, force: true });
        fs.rmSync(smsDir, { recursive: true, force: true });
      }
    },
    // A fresh embedded database starts in seconds alone, but the two cores are shared.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  guard: [
    async ({ page }, use) => {
      const allowed = [...ALWAYS_ALLOWED];
      const problems: string[] = [];
      const isAllowed = (s: string) => allowed.some((r) => r.test(s));
      // A status error in the console names the status, not the URL: pair it with the response seen.
      const recentBad: string[] = [];
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      // Issue 10 item 4: the app never opens a browser pop-up (alert/confirm/prompt); messages are in the page.
      page.on('dialog', (d) => {
        problems.push(`native ${d.type()} dialog: ${d.message()}`);
        void d.dismiss();
      });
      page.on('response', (res) => {
        if (res.status() >= 400) {
          const line = `${res.status()} ${res.request().method()} ${res.url()}`;
          recentBad.push(line);
          if (!isAllowed(line)) problems.push(`unexpected response: ${line}`);
        }
      });
      page.on('requestfailed', (req) => {
        const line = `${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`;
        // Aborted requests are normal: superseded queries, navigations, lazy images scrolled away.
        if (/ERR_ABORTED|NS_BINDING_ABORTED/.test(line) || isAllowed(line)) return;
        problems.push(`request failed: ${line}`);
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = `${msg.text()} ${msg.location().url ?? ''}`;
        if (isAllowed(text)) return;
        // "Failed to load resource: ... status of 401" — already judged by the response handler.
        if (/Failed to load resource: the server responded with a status of/.test(text) && recentBad.length > 0) return;
        problems.push(`console.error: ${text}`);
      });
      const guard: Guard = { allow: (p) => allowed.push(p), problems };
      await use(guard);
      expect(problems, `unexpected browser problems:\n${problems.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  shot: async ({ page }, use) => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await use(async (name, opts) => {
      // Drawn for people to look at; a run that keeps only its log (CI, decision 117) draws none.
      if (!drawsShots(process.env)) return;
      await page.evaluate(() => document.fonts?.ready);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: opts?.fullPage ?? true });
    });
  },
});

export { expect };

/** The toast (top-right notifications) showing this text. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}
