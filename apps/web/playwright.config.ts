import { defineConfig, devices } from '@playwright/test';
import { traceMode } from '../../scripts/journey-env.mjs';

/**
 * Browser tests against the built app served by the real server, driving the Debian Chromium at
 * /usr/bin/chromium. Never downloads a browser. e2e/global-setup.ts builds; each worker starts its own server
 * (the `server` fixture in e2e/fixtures.ts), so spec files run on two workers in any order (decision 068).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A trace records every action's page and a screencast, kept only if the test failed; a CI run records none
    // (scripts/journey-env.mjs, decision 118).
    trace: traceMode(process.env),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
