import type { Config } from '../config.js';
import type { Database } from './client.js';
import { countAccounts, upsertAccount } from '../modules/auth/auth.service.js';
import type { ImageStore } from '../storage/image-store.js';

/**
 * Accounts at start: the platform owner from SUPERADMIN_EMAIL/PASSWORD (created or updated), and the demo
 * dataset when DEMO_DATA is on (default: on for an embedded database that is still empty). Returns the
 * text to print, naming the demo logins.
 */
export async function bootstrapAccounts(database: Database, config: Config, images: ImageStore): Promise<string | null> {
  const { db } = database;
  if (config.superadmin) await upsertAccount(db, { ...config.superadmin, role: 'superadmin' });
  const isEmpty = (await countAccounts(db)) === (config.superadmin ? 1 : 0);
  const wantDemo = config.demoData ?? (database.kind === 'pglite' && isEmpty);
  if (!wantDemo) return null;
  const { loadDemoData } = await import('./demo-data.js');
  return loadDemoData(database, images);
}
