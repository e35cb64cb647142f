import { demoWanted, type Config } from '../config.js';
import type { Database } from './client.js';
import { accountSummary, countAccounts, upsertAccount } from '../modules/auth/auth.service.js';
import type { ImageStore } from '../storage/image-store.js';

/** Where start-up says which accounts exist: pino's `app.log`, or anything with the same two methods. */
export interface StartLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/**
 * Accounts at start: the platform owner from SUPERADMIN_EMAIL/PASSWORD (created or updated), and the demo
 * dataset when `demoWanted`. With a real platform owner configured, the demo gets no platform owner and no demo
 * account keeps the superadmin role. Then it logs which accounts exist (roles, counts, the superadmins' emails;
 * never a password). Returns the text to print, naming the demo logins.
 */
export async function bootstrapAccounts(database: Database, config: Config, images: ImageStore, log?: StartLog): Promise<string | null> {
  // Several instances starting together on one fresh PostgreSQL database (issue 21 #11): one at a time, so the
  // second finds the platform owner and the demo data the first wrote instead of racing it.
  const run = () => bootstrapLocked(database, config, images, log);
  return database.exclusive ? database.exclusive(run) : run();
}

async function bootstrapLocked(database: Database, config: Config, images: ImageStore, log?: StartLog): Promise<string | null> {
  const { db } = database;
  const realOwnerEmail = config.superadmin?.email;
  if (config.superadmin) await upsertAccount(db, { ...config.superadmin, role: 'superadmin' });
  const isEmpty = (await countAccounts(db)) === (config.superadmin ? 1 : 0);
  let banner: string | null = null;
  if (demoWanted(config, database.kind, isEmpty)) {
    const { loadDemoData } = await import('./demo-data.js');
    banner = await loadDemoData(database, images, { realOwnerEmail });
  }
  if (realOwnerEmail) {
    const { demoteDemoSuperadmins } = await import('./demo-data.js');
    const demoted = await demoteDemoSuperadmins(db, realOwnerEmail);
    if (demoted.length) log?.warn({ demoted }, 'demo accounts no longer hold the superadmin role: SUPERADMIN_EMAIL names the platform owner');
  }
  if (log) await logAccounts(database, log);
  return banner;
}

/** Fail safe: says at start which accounts exist, and warns when a platform owner has the public demo password. */
async function logAccounts(database: Database, log: StartLog): Promise<void> {
  const summary = await accountSummary(database.db);
  log.info({ accounts: summary.roles, ondcBuyerApps: summary.buyerApps, superadmins: summary.superadmins }, 'accounts at start');
  if (summary.roles.superadmin === 0) log.warn({}, 'no platform owner (superadmin) exists: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD');
  const { DEMO_ACCOUNTS } = await import('./demo-data.js');
  if (summary.superadmins.includes(DEMO_ACCOUNTS.superadmin.email)) {
    log.warn(
      { superadmin: DEMO_ACCOUNTS.superadmin.email },
      'the demo platform owner, whose password is published in the README, is a superadmin: set SUPERADMIN_EMAIL for a real deployment',
    );
  }
}
