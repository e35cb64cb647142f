/**
 * `npm run data-key:rotate` (compiled to dist/data-key.js): after DATA_KEY was replaced and the old key moved to
 * DATA_KEY_PREVIOUS, re-seals every stored refund account number under the new DATA_KEY (decision 100 addendum;
 * the steps are in README.md, "Rotating DATA_KEY"). Reads the same environment as the server. On PostgreSQL it may
 * run beside the servers (each write is conditional); the embedded database is one process's, so stop the server first.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { dataKey } from './lib/data-seal.js';
import { restrictUmask } from './lib/private-files.js';
import { resealRefundAccounts } from './modules/returns/refund-account.service.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.dataKey) throw new Error('DATA_KEY is not set: set the new key in DATA_KEY and the old one in DATA_KEY_PREVIOUS, then run this again');
  restrictUmask();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolMax: 2 });
  try {
    const s = await resealRefundAccounts(database.db, dataKey(config.dataKey, config.dataKeysPrevious));
    console.log(`Re-sealed ${s.resealed} refund account numbers under the current DATA_KEY.`);
    if (s.unreadable)
      console.log(
        `${s.unreadable} could not be opened with DATA_KEY or DATA_KEY_PREVIOUS and were left as they are: their shops will be told to ask the shoppers again.`,
      );
    else console.log('Nothing is left under an earlier key: DATA_KEY_PREVIOUS can be removed.');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
