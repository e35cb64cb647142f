import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '@bazaar/shared';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const TAG = '0022_recorded_terms_and_kept_dues';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const USER = id(1);
const SHOP_DEFAULT = id(2); // no rate of its own
const SHOP_OWN = id(3); // its own rate, 10 %
const CHECKOUT = id(4);
const USER2 = id(5);
const [BEFORE_ANY, POSTED_UNDER_V1, PLACED_UNDER_V2, OWN_RATE] = [id(10), id(11), id(12), id(13)];

/**
 * Migration 0022 on a database that already holds orders, settings history and ledger entries (issue 21 #4): the
 * database is migrated up to the migration before it, filled the way the old code left it, then migrated on.
 * Each order gets the terms it was really charged with, or those in force when it was placed; the kept due
 * groups equal the entries' sums.
 */
describe('migration 0022 backfills orders and ledger_due_groups from what was recorded', () => {
  let pg: PGlite;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-0022-'));
    cpSync(MIGRATIONS, join(dir, 'migrations'), { recursive: true });
    const journalPath = join(dir, 'migrations', 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string; when: number }> };
    const mine = journal.entries.find((e) => e.tag === TAG)!;
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.when < mine.when) }));
    pg = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client: pg });
    await migrate(db, { migrationsFolder: join(dir, 'migrations') });

    // What the old code left: settings changed twice, one delivered order posted between the changes.
    await pg.exec(`
      insert into users (id, name, email, phone, password_hash, role) values ('${USER}', 'Owner', 'o@example.com', '9876543210', 'x', 'admin'), ('${USER2}', 'Other', 'p@example.com', '9876543211', 'x', 'admin');
      insert into shops (id, name, category, location, address, phone, pan, gstnumber, admin_id, commission_rate_bp, state_code)
        values ('${SHOP_DEFAULT}', 'Default Rate', 'Grocery', 'Pune', '1 MG Road', '9876543210', 'AAPFU0939F', '27AAPFU0939F1ZV', '${USER}', null, '27'),
               ('${SHOP_OWN}', 'Own Rate', 'Grocery', 'Pune', '2 MG Road', '9876543210', 'AAAPL1234C', '27AAAPL1234C1ZV', '${USER2}', 1000, '27');
      insert into checkouts (id, user_id, address, total_paise) values ('${CHECKOUT}', '${USER}', 'Pune', 100000);
      insert into platform_settings (version, cod_max_order_paise, cod_fee_paise, commission_rate_bp, dues_grace_days, dues_block_threshold_paise, tcs_on_cod, changed, changed_by, changed_by_name, effective_from)
        values (1, 5000000, 0, 800, 15, 100000, false, '["commissionRate","tcsOnCod"]', '${USER}', 'Owner', '2026-03-01T00:00:00Z'),
               (2, 5000000, 0, 1200, 15, 100000, true, '["commissionRate","tcsOnCod"]', '${USER}', 'Owner', '2026-05-01T00:00:00Z');
      insert into orders (id, checkout_id, user_id, shop_id, address, status, subtotal_paise, delivery_paise, total_paise, created_at)
        values ('${BEFORE_ANY}', '${CHECKOUT}', '${USER}', '${SHOP_DEFAULT}', 'Pune', 'Pending', 10000, 6000, 16000, '2026-02-01T00:00:00Z'),
               ('${POSTED_UNDER_V1}', '${CHECKOUT}', '${USER}', '${SHOP_DEFAULT}', 'Pune', 'Delivered', 10000, 6000, 16000, '2026-02-15T00:00:00Z'),
               ('${PLACED_UNDER_V2}', '${CHECKOUT}', '${USER}', '${SHOP_DEFAULT}', 'Pune', 'Confirmed', 10000, 6000, 16000, '2026-06-01T00:00:00Z'),
               ('${OWN_RATE}', '${CHECKOUT}', '${USER}', '${SHOP_OWN}', 'Pune', 'Pending', 10000, 6000, 16000, '2026-06-02T00:00:00Z');
      insert into ledger_entries (id, shop_id, kind, amount_paise, base_paise, rate_bp, order_id, posted_at, due_at, idempotency_key)
        values ('${id(20)}', '${SHOP_DEFAULT}', 'commission', 300, 10000, 300, '${POSTED_UNDER_V1}', '2026-04-01T00:00:00Z', '2026-04-16T18:30:00Z', 'order:${POSTED_UNDER_V1}:commission'),
               ('${id(21)}', '${SHOP_DEFAULT}', 'tds', 10, 10000, 10, '${POSTED_UNDER_V1}', '2026-04-01T00:00:00Z', '2026-04-16T18:30:00Z', 'order:${POSTED_UNDER_V1}:tds');
      insert into ledger_entries (id, shop_id, kind, amount_paise, payment_id, method, posted_at, due_at, idempotency_key)
        values ('${id(22)}', '${SHOP_DEFAULT}', 'payment', -200, '${id(23)}', 'UPI', '2026-04-10T00:00:00Z', '2026-04-10T00:00:00Z', 'payment:${id(23)}');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('each order gets the rate and tcsOnCod it was charged with or placed under, and the PAN on file', async () => {
    const { rows } = await pg.query<{ id: string; commission_rate_bp: number; tcs_on_cod: boolean; seller_pan: string }>(
      'select id, commission_rate_bp, tcs_on_cod, seller_pan from orders order by id',
    );
    expect(rows).toEqual([
      // Placed before any change: the defaults in code.
      {
        id: BEFORE_ANY,
        commission_rate_bp: DEFAULT_PLATFORM_SETTINGS.commissionRateBp,
        tcs_on_cod: DEFAULT_PLATFORM_SETTINGS.tcsOnCod,
        seller_pan: 'AAPFU0939F',
      },
      // Posted on 1 Apr under version 1 (tcsOnCod off) at 3 %: what the ledger charged.
      { id: POSTED_UNDER_V1, commission_rate_bp: 300, tcs_on_cod: false, seller_pan: 'AAPFU0939F' },
      // Placed under version 2, not delivered yet: 12 %, on.
      { id: PLACED_UNDER_V2, commission_rate_bp: 1200, tcs_on_cod: true, seller_pan: 'AAPFU0939F' },
      // The shop's own rate.
      { id: OWN_RATE, commission_rate_bp: 1000, tcs_on_cod: true, seller_pan: 'AAAPL1234C' },
    ]);
  });

  it('ledger_due_groups equals the entries summed per shop and due instant; the balance is untouched', async () => {
    const kept = await pg.query('select shop_id, due_at, amount_paise::text as amount, entries from ledger_due_groups order by due_at');
    const summed = await pg.query(
      'select shop_id, due_at, sum(amount_paise)::text as amount, count(*)::int as entries from ledger_entries group by shop_id, due_at order by due_at',
    );
    expect(kept.rows).toEqual(summed.rows);
    expect(kept.rows).toHaveLength(2);
    const balance = await pg.query<{ b: string }>(`select balance_paise::text as b from ledger_balances where shop_id = '${SHOP_DEFAULT}'`);
    expect(balance.rows[0]!.b).toBe('110');
  });

  it('a new entry after the migration updates both kept rows; a new order records its terms; they never change', async () => {
    await pg.exec(`insert into ledger_entries (id, shop_id, kind, amount_paise, payment_id, method, posted_at, due_at, idempotency_key)
      values ('${id(30)}', '${SHOP_DEFAULT}', 'payment', -110, '${id(31)}', 'UPI', '2026-04-10T00:00:00Z', '2026-04-10T00:00:00Z', 'payment:${id(31)}')`);
    const g = await pg.query<{ a: string; n: number }>(
      `select amount_paise::text as a, entries as n from ledger_due_groups where shop_id = '${SHOP_DEFAULT}' and due_at = '2026-04-10T00:00:00Z'`,
    );
    expect(g.rows[0]).toEqual({ a: '-310', n: 2 });
    const b = await pg.query<{ b: string }>(`select balance_paise::text as b from ledger_balances where shop_id = '${SHOP_DEFAULT}'`);
    expect(b.rows[0]!.b).toBe('0');
    await pg.exec(`insert into orders (id, checkout_id, user_id, shop_id, address, subtotal_paise, delivery_paise, total_paise)
      values ('${id(40)}', '${CHECKOUT}', '${USER}', '${SHOP_DEFAULT}', 'Pune', 1, 1, 2)`);
    const o = await pg.query(`select commission_rate_bp, tcs_on_cod, seller_pan from orders where id = '${id(40)}'`);
    expect(o.rows[0]).toEqual({ commission_rate_bp: 1200, tcs_on_cod: true, seller_pan: 'AAPFU0939F' });
    await expect(pg.exec(`update orders set tcs_on_cod = false where id = '${id(40)}'`)).rejects.toThrow(/keeps the terms/);
  });
});
