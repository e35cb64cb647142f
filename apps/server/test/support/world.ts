/** A small marketplace for the security tests: every role, and records that belong to some of them. */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rows } from '../../src/db/rows.js';
import { codConfirmationCodes, orders, sessions, taxDocuments, users } from '../../src/db/schema.js';
import { hashCode } from '../../src/modules/cod-confirmation/cod-confirmation.service.js';
import { newId } from '../../src/lib/ids.js';
import { insertProduct, insertShop } from './fixtures.js';
import type { TestApp } from './harness.js';

/** The six points of view of the access matrix. */
export const ROLES = ['anonymous', 'shopper', 'otherShopper', 'owner', 'otherOwner', 'superadmin'] as const;
export type MatrixRole = (typeof ROLES)[number];

export interface Who {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Values a response must never carry to the wrong person. */
export const SECRET = {
  /** The address of shop A's Pending order: the shopper sees it, shop A's owner not until Confirmed. */
  pendingAddress: 'Secret Address Asha 9876543210 411001 Lane 7 near the well',
  /** Shop A's PAN and payment account: only its owner and the superadmin. */
  shopPan: 'QWERT9876Z',
  razorpay: 'acc_SecretRazorpay42',
  /** A product of shop A: never in shop B's owner's private lists. */
  productName: 'Secret Saffron of Shop A',
};

export interface World {
  t: TestApp;
  who: Record<Exclude<MatrixRole, 'anonymous'>, Who>;
  /** An admin with no shop (for shop creation). */
  shopA: { id: string };
  shopB: { id: string };
  productA: { id: string };
  productB: { id: string };
  /** The shopper's Pending order in shop A, with SECRET.pendingAddress. */
  pendingOrderA: string;
  /** The shopper's complaint about pendingOrderA (issue 26 #5): shop A answers it. */
  grievanceA: string;
  /** A new product in shop A with plenty of stock (for cells that use one up). */
  freshProduct(): Promise<string>;
  /** A new Pending order of the shopper in shop A (for cells that change it). */
  freshOrder(): Promise<string>;
  /** An order of the shopper in shop A, confirmed by its owner: it has an invoice (made once, then the same). */
  invoicedOrder(): Promise<string>;
  /** An invoiced order of the shopper in shop A whose invoice was reversed by a credit note (made once). */
  creditedOrder(): Promise<string>;
  /** The id of creditedOrder's credit note (GET /api/credit-notes/:id). */
  creditNote(): Promise<string>;
  /**
   * A new Pending order of the shopper in shop A that awaits the shopper's COD code (issue 13 #5): its code is
   * AWAITING_CODE and its last code was sent 2 minutes ago, so a new one may be asked for.
   */
  awaitingOrder(): Promise<string>;
}

export const AWAITING_CODE = '246810';

export const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

export async function buildWorld(t: TestApp): Promise<World> {
  const [shopper, otherShopper, owner, otherOwner, superadmin] = [
    await t.account('user', { name: 'Asha Shopper' }),
    await t.account('user', { name: 'Other Shopper' }),
    await t.account('admin', { name: 'Owner A' }),
    await t.account('admin', { name: 'Owner B' }),
    await t.account('superadmin'),
  ];
  const db = t.database.db;
  const shopA = await insertShop(db, owner.id, { pan: SECRET.shopPan, razorpayAccountId: SECRET.razorpay });
  const shopB = await insertShop(db, otherOwner.id);
  const productA = await insertProduct(db, shopA.id, { name: SECRET.productName, quantity: 1000 });
  const productB = await insertProduct(db, shopB.id, { quantity: 1000 });

  const call = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const orderIn = async (productId: string, address: string) => {
    await call(shopper.cookie, 'POST', '/api/cart/clear', {});
    const add = await call(shopper.cookie, 'POST', '/api/cart/add', { itemId: productId, quantity: 1 });
    if (add.statusCode !== 200) throw new Error(`add failed: ${add.body}`);
    const res = await call(shopper.cookie, 'POST', '/api/orders', { address, paymentMethod: 'COD' });
    if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
    return res.json().orders[0]._id as string;
  };
  const pendingOrderA = await orderIn(productA.id, SECRET.pendingAddress);
  // The other shopper has an order too, so "someone else's order" exists in both directions.
  await call(otherShopper.cookie, 'POST', '/api/cart/add', { itemId: productB.id, quantity: 1 });
  await call(otherShopper.cookie, 'POST', '/api/orders', { address: ADDRESS, paymentMethod: 'COD' });

  const filed = await call(shopper.cookie, 'POST', '/api/grievances', { subject: 'Late parcel', description: 'Not here yet', orderId: pendingOrderA });
  if (filed.statusCode !== 201) throw new Error(`grievance failed: ${filed.body}`);
  const grievanceA = filed.json()._id as string;

  const freshOrder = async () => orderIn((await insertProduct(db, shopA.id, { quantity: 1000 })).id, ADDRESS);
  const confirmedOrder = async () => {
    const id = await freshOrder();
    const res = await call(owner.cookie, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'Confirmed' });
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
    return id;
  };
  // A refused parcel (Confirmed → Refused): its invoice is reversed by a credit note.
  const reversedOrder = async () => {
    const id = await confirmedOrder();
    const res = await call(owner.cookie, 'PATCH', `/api/admin/orders/${id}/status`, { status: 'Refused', reason: 'refused_at_door' });
    if (res.statusCode !== 200) throw new Error(`refuse failed: ${res.body}`);
    return id;
  };
  // Reading a document changes nothing: one order of each kind serves every cell.
  let invoiced: Promise<string> | undefined;
  let credited: Promise<string> | undefined;
  const invoicedOrder = () => (invoiced ??= confirmedOrder());
  const creditedOrder = () => (credited ??= reversedOrder());

  return {
    t,
    who: { shopper, otherShopper, owner, otherOwner, superadmin },
    shopA,
    shopB,
    productA,
    productB,
    pendingOrderA,
    grievanceA,
    freshProduct: async () => (await insertProduct(db, shopA.id, { quantity: 1000 })).id,
    freshOrder,
    invoicedOrder,
    creditedOrder,
    creditNote: async () => {
      const orderId = await creditedOrder();
      const found = await db
        .select({ id: taxDocuments.id })
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.series, 'credit_note')));
      return found[0]!.id;
    },
    awaitingOrder: async () => {
      const id = await freshOrder();
      const now = Date.now();
      await db
        .update(orders)
        .set({ codConfirmBy: new Date(now + 3600_000) })
        .where(eq(orders.id, id));
      await db.insert(codConfirmationCodes).values({
        orderId: id,
        codeHash: hashCode(id, AWAITING_CODE),
        expiresAt: new Date(now + 1800_000),
        sentAt: new Date(now - 120_000),
      });
      return id;
    },
  };
}

/** An admin account with no shop, written directly (no password hashing: it never logs in). */
export async function bareAdmin(db: Db): Promise<string> {
  const id = newId();
  await db.insert(users).values({ id, name: `Bare admin ${id.slice(-6)}`, email: `bare-${id}@example.in`, role: 'admin', passwordHash: 'not-a-hash' });
  return id;
}

/** Many shoppers at once, each with a session cookie, without paying for argon2 per account. */
export async function quickShoppers(db: Db, n: number): Promise<Who[]> {
  const out: Who[] = [];
  const userRows: Array<typeof users.$inferInsert> = [];
  const sessionRows: Array<typeof sessions.$inferInsert> = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    const token = crypto.randomBytes(32).toString('base64url');
    userRows.push({ id, name: `Quick shopper ${i}`, email: `quick-${id}@example.in`, role: 'user', passwordHash: 'not-a-hash' });
    sessionRows.push({ idHash: crypto.createHash('sha256').update(token).digest('hex'), userId: id, expiresAt: new Date(Date.now() + 3600_000) });
    out.push({ id, email: `quick-${id}@example.in`, password: '', cookie: `bazaar_sid=${token}` });
  }
  await db.insert(users).values(userRows);
  await db.insert(sessions).values(sessionRows);
  return out;
}

/**
 * A digest of every row of every table: equal digests mean nothing was written, changed or deleted.
 * Sessions are included: a refused request must not log anyone in or out either.
 */
export async function digest(db: Db): Promise<string> {
  const tables = await tableNames(db);
  // One statement for every table (not one per table): the hostile-text walk takes two digests per probe.
  const each = tables.map(
    (table) =>
      sql`select ${table}::text as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*) as n from ${sql.identifier(table)} x`,
  );
  const found = each.length ? await rows<{ t: string; h: string | null; n: string | number }>(db, sql.join(each, sql` union all `)) : [];
  const byTable = new Map(found.map((r) => [r.t, r]));
  return tables.map((table) => `${table}:${byTable.get(table)!.n}:${byTable.get(table)!.h}`).join('\n');
}

/**
 * Tables that count requests rather than hold records: a refused request writes there on purpose (a failed login
 * or a rate-limited call must count, shared across instances on PostgreSQL: decision 026), so "nothing written"
 * checks leave them out. shared-limits.test.ts checks what they hold.
 */
const REQUEST_COUNTERS = new Set(['rate_limit_hits']);
/**
 * Copies derived from other tables' records and written after commit at their own time: a document's PDF is drawn
 * on the PDF thread once its transaction has committed (decision 035), so its row can appear while a later, refused
 * request runs. The documents it is drawn from (`tax_documents`) are in the fingerprint.
 */
const DERIVED = new Set(['tax_document_pdfs']);

export async function tableNames(db: Db): Promise<string[]> {
  const r = await rows<{ t: string }>(
    db,
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return r.map((x) => x.t).filter((t) => !REQUEST_COUNTERS.has(t) && !DERIVED.has(t));
}
