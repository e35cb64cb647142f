import type { Database } from './client.js';
import type { ImageStore } from '../storage/image-store.js';
import { upsertAccount } from '../modules/auth/auth.service.js';

export const DEMO_ACCOUNTS = {
  superadmin: { name: 'Platform Owner', email: 'owner@bazaar.demo', password: 'bazaar-owner-2026' },
  shopper: { name: 'Priya Sharma', email: 'priya@bazaar.demo', password: 'bazaar-shopper-2026' },
} as const;

/** Loads the demo accounts; returns the text printed at start naming the demo logins. */
export async function loadDemoData(database: Database, _images: ImageStore): Promise<string> {
  await upsertAccount(database.db, { ...DEMO_ACCOUNTS.superadmin, role: 'superadmin' });
  await upsertAccount(database.db, { ...DEMO_ACCOUNTS.shopper, role: 'user', phone: '9812345678' });
  return [
    'Demo logins:',
    `  platform owner  ${DEMO_ACCOUNTS.superadmin.email} / ${DEMO_ACCOUNTS.superadmin.password}`,
    `  shopper         ${DEMO_ACCOUNTS.shopper.email} / ${DEMO_ACCOUNTS.shopper.password}`,
  ].join('\n');
}
