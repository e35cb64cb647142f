import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { smsSenderFor } from './modules/sms/sms.js';
import { answerBackupRequests } from './backup/backup.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { bootstrapAccounts } from './db/bootstrap.js';
import { BOOTSTRAP_ENV, runPrimary } from './cluster.js';
import { scaledRateLimits } from './plugins/rate-limit.js';
import { smtpTransport } from './modules/mail/smtp.js';
import { restrictUmask, tightenTree } from './lib/private-files.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // Everything the server writes (the embedded database, images, backup copies) is its owner's only: files 0600,
  // folders 0700 (issue 21 #10). PGlite's files need more than the umask: db/owner-only-fs.ts.
  restrictUmask();
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    // WEB_CONCURRENCY=N: this process only forks and watches N workers, each running the rest of main().
    runPrimary(config.webConcurrency, config.logLevel);
    return;
  }
  // The local images folder as an earlier version left it (the embedded database tightens its own when it opens).
  if (!config.s3) tightenTree(config.uploadsDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolMax: config.poolMax,
    countQueries: config.countQueries,
  });
  const app = await buildApp({
    database,
    config,
    logger: { level: config.logLevel },
    countQueries: config.countQueries,
    catalogCache: { enabled: config.catalogCache },
    firstScreen: config.firstScreen,
    session: { cache: { ttlMs: config.sessionCacheMs } },
    rateLimits: scaledRateLimits(config.rateLimitScale),
    codSweepMs: config.sweepSeconds * 1000,
    grievanceSweepMs: config.sweepSeconds * 1000,
    returnSweepMs: config.sweepSeconds * 1000,
    http: config.http,
    mail: {
      transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
      appUrl: config.appUrl,
      worker: { from: config.mailFrom },
      key: config.outboxKey,
    },
    metricsToken: config.metricsToken,
    dataKey: config.dataKey,
    dataKeysPrevious: config.dataKeysPrevious,
    sms: smsSenderFor(config),
    ondc: config.ondc,
    whatsapp: config.whatsapp,
  });
  // In a cluster only worker 1 writes the start-up accounts and demo data; the others start after it listens.
  const banner = process.env[BOOTSTRAP_ENV] === 'skip' ? null : await bootstrapAccounts(database, config, app.ctx.images, app.log);

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      process.exit(exitCode);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  // The embedded database's thread (decision 043): opened again when it dies, /readyz failing meanwhile; when that
  // fails too, the process stops with exit 1 so that its supervisor (systemd, Docker, a process manager) starts it.
  database.watch?.((event) => {
    if (event.type === 'died') app.log.error({ err: event.error }, 'the embedded database stopped: opening it again (requests answer 503 meanwhile)');
    else if (event.type === 'restarted') app.log.warn({ attempt: event.attempt }, 'the embedded database is open again');
    else {
      app.log.fatal({ err: event.error }, 'the embedded database cannot be opened again: stopping (exit 1) so that a supervisor restarts the server');
      void shutdown('database lost', 1);
    }
  });
  if (database.kind === 'pglite') {
    // `npm run backup` asks a running server for a copy of its database (only this process may open the folder).
    process.on('SIGUSR2', () => {
      answerBackupRequests(database, config.dataDir).then(
        (n) => n && app.log.info({ requests: n }, 'copied the database for a backup'),
        (err: unknown) => app.log.error({ err }, 'could not answer a backup request'),
      );
    });
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${(app.server.address() as { port: number }).port}`;
  if (process.env[BOOTSTRAP_ENV] === 'skip') return; // worker 2..N: the primary logs its start
  console.log(`\nBazaar is running at ${url}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
  if (config.s3) console.log(`Images: S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
  if (banner) console.log(banner);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
