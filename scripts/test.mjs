#!/usr/bin/env node
// `npm test`: every test — commit subjects, format check, typecheck, lint, unit, API on PGlite, API on PostgreSQL, web budget, browser journeys.
// Each step must pass; a step that cannot run (e.g. no PostgreSQL) fails loudly instead of being skipped.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { journeyEnv } from './journey-env.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.argv.slice(2);
const tally = { passed: 0, failed: 0 };
/** How long each step took, printed with the totals: CI must finish in 15 minutes on 2 cores (issue 23). */
const timings = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-'));

/** Runs one step; on failure counts its report (if it wrote one), prints the totals and stops. */
function run(name, cmd, args, env = {}, report) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${name} ${seconds} s`);
  console.log(`=== ${name}: ${seconds} s ===`);
  const failuresCounted = report ? count(report.file, report.pick) : 0;
  if (report?.slowest) {
    try {
      printSlowest(name, report.slowest(JSON.parse(fs.readFileSync(report.file, 'utf8'))));
    } catch {
      /* no report written: the failure below says why */
    }
  }
  if (r.status !== 0) {
    // A step that failed with no failed test in its report (none written, or an unhandled error such as a thrown
    // deprecation, which Vitest's report does not count) still counts as a failure.
    if (failuresCounted === 0) tally.failed++;
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal})`);
    if (name === 'e2e') printPageSnapshots();
    summary();
    process.exit(1);
  }
}

/**
 * Runs steps at the same time, each with its output held back and printed whole when it ends (so that the log
 * reads step by step), each timed on its own; if any fails, prints the totals and stops, as `run` does.
 */
async function together(steps) {
  const picked = steps.filter(([name]) => !only.length || only.includes(name));
  const results = await Promise.all(
    picked.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const out = [];
          child.stdout.on('data', (c) => out.push(c));
          child.stderr.on('data', (c) => out.push(c));
          child.on('close', (status, signal) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(out));
            console.log(`=== ${name}: ${seconds} s ===`);
            timings.push(`${name} ${seconds} s`);
            resolve({ name, status: status ?? signal });
          });
        }),
    ),
  );
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length) {
    tally.failed += failed.length;
    for (const r of failed) console.error(`\n✗ ${r.name} failed (exit ${r.status})`);
    summary();
    process.exit(1);
  }
}

function vitest(name, projects, env = {}) {
  const file = path.join(reportDir, `${name}.json`);
  const picked = [projects].flat().flatMap((p) => ['--project', p]);
  run(name, 'npx', ['vitest', 'run', ...picked, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env, {
    file,
    pick: (j) => [j.numPassedTests, j.numFailedTests],
    slowest: (j) => ({
      files: j.testResults.map((f) => [path.relative(root, f.name), f.endTime - f.startTime]),
      tests: j.testResults.flatMap((f) => f.assertionResults.map((t) => [`${path.relative(root, f.name)} › ${t.fullName}`, t.duration ?? 0])),
    }),
  });
}

/** Playwright's JSON report as [file, milliseconds] per file and [title, milliseconds] per test. */
function playwrightDurations(j) {
  const files = new Map();
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const file = `apps/web/e2e/${spec.file}`;
        files.set(file, (files.get(file) ?? 0) + ms);
        tests.push([`${file} › ${[...titles, spec.title].join(' › ')}${t.projectName ? ` [${t.projectName}]` : ''}`, ms]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of j.suites ?? []) walk(suite, []);
  return { files: [...files], tests };
}

/** Prints the 15 slowest files and tests of a step (decision 062: where the time goes, every run). */
function printSlowest(name, { files, tests }) {
  const top = (rows, what) => {
    const sorted = [...rows].sort((a, b) => b[1] - a[1]).slice(0, 15);
    console.log(`\n${name}: the ${sorted.length} slowest ${what}`);
    for (const [title, ms] of sorted) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${title}`);
  };
  top(files, 'files');
  top(tests, 'tests');
}

/** Adds a report's passed and failed tests to the totals; returns how many failed (0 without a report). */
function count(file, pick) {
  try {
    const [p, f] = pick(JSON.parse(fs.readFileSync(file, 'utf8')));
    tally.passed += p;
    tally.failed += f;
    return f;
  } catch {
    return 0; // no report written
  }
}

/**
 * A failed browser journey leaves an error-context.md (the page's accessibility snapshot) in test-results; CI keeps
 * only the log, so print them there: a flaky failure can then be read afterwards.
 */
function printPageSnapshots() {
  const dir = path.join(root, 'test-results');
  if (!fs.existsSync(dir)) return;
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('error-context.md'));
  // Every failure's name and error first, in a few lines each, so that a log cut to its tail still says what
  // failed; then each page's snapshot, shortened.
  const contexts = files.map((f) => [String(f), fs.readFileSync(path.join(dir, String(f)), 'utf8')]);
  for (const [f, text] of contexts) {
    const error = text.split('# Error details')[1]?.split('# Page snapshot')[0]?.trim() ?? '';
    const name = text.match(/^- Name: .*$/m)?.[0] ?? f;
    console.error(`\n--- failed: ${name}\n${error.split('\n').slice(0, 40).join('\n')}`);
  }
  for (const [f, text] of contexts) {
    const snapshot = (text.split('# Page snapshot')[1] ?? text).split('\n');
    console.error(`\n--- page of ${f} (first 80 of ${snapshot.length} lines) ---\n${snapshot.slice(0, 80).join('\n')}`);
  }
  for (const [f, text] of contexts) {
    const name = text.match(/^- Name: .*$/m)?.[0] ?? f;
    console.error(`--- failed: ${name}`);
  }
}

function summary() {
  console.log(`\nsteps: ${timings.join(', ')}`);
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
}

run('commits', 'node', ['scripts/check-commits.mjs']);
// The three checks of the source each keep about one core busy: on two cores they run side by side (decision 117).
await together([
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
]);
vitest('unit', ['unit', 'unit-web', 'unit-web-mocks']);
vitest('api-pglite', 'api', { TEST_DATABASE_URL: '' });
// The engine-independent HTTP suites ran in the PGlite step (vitest.config.ts, decision 062).
vitest('api-postgres', 'api', { TEST_DATABASE_URL: pgUrl, API_ENGINE_INDEPENDENT: 'skip' });
if (fs.existsSync(path.join(root, 'apps/web/e2e'))) {
  run('build', 'npm', ['run', '--silent', 'build']);
  if (fs.existsSync(path.join(root, 'scripts/check-web-budget.mjs'))) run('web-budget', 'node', ['scripts/check-web-budget.mjs']);
  const file = path.join(reportDir, 'e2e.json');
  run(
    'e2e',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    // The build step above built what the journeys run: global-setup need not build it again.
    // Screenshots and traces are for people to look at; CI keeps only this log, so a CI run draws no screenshot
    // (decision 117) and records no trace (decision 118).
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_SKIP_BUILD: '1', ...journeyEnv(process.env) },
    { file, pick: (j) => [j.stats.expected, j.stats.unexpected], slowest: playwrightDurations },
  );
}
summary();
