import { and, asc, between, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { buyerAppEmail } from '../../lib/buyer-app-accounts.js';
import { ondcOrders, orderItems, orders, products, productVariants, shops, taxDocuments, users } from '../../db/schema.js';

/**
 * The active shops of these cities (Bazaar's spelling), in a stable order: the providers of a catalog. With
 * `deactivatedIn`, also the shops the platform owner deactivated within that window (an incremental refresh sends
 * them disabled).
 */
export async function selectCatalogShops(db: Db, cities: readonly string[], deactivatedIn?: { from: Date; to: Date }) {
  if (!cities.length) return [];
  // A shop made active again has no deactivated_at.
  const listed = deactivatedIn ? or(eq(shops.active, true), between(shops.deactivatedAt, deactivatedIn.from, deactivatedIn.to)) : eq(shops.active, true);
  return db
    .select({
      id: shops.id,
      name: shops.name,
      category: shops.category,
      city: shops.location,
      address: shops.address,
      phone: shops.phone,
      gps: shops.gps,
      pincode: shops.pincode,
      stateCode: shops.stateCode,
      deliveryPins: shops.deliveryPins,
      openingHours: shops.openingHours,
      contactEmail: shops.contactEmail,
      image: shops.image,
      createdAt: shops.createdAt,
      updatedAt: shops.updatedAt,
      deactivatedAt: shops.deactivatedAt,
    })
    .from(shops)
    .where(and(listed, inArray(shops.location, [...cities])))
    .orderBy(asc(shops.createdAt), asc(shops.id));
}

/**
 * A catalog item is a live variant with its product (decision 107): a product without options has one variant whose
 * id is the product's, so its item is the product as before; a product with options lists each variant, grouped
 * under the product (ONDC's variant group).
 */
const catalogItemColumns = {
  id: productVariants.id,
  productId: products.id,
  shopId: products.shopId,
  name: products.name,
  description: products.description,
  pricePaise: productVariants.pricePaise,
  quantity: productVariants.quantity,
  category: products.category,
  subCategory: products.subCategory,
  ondcCategory: products.ondcCategory,
  mrpPaise: productVariants.mrpPaise,
  unit: products.unit,
  image: sql<string | null>`coalesce(${productVariants.image}, ${products.image})`,
  sku: productVariants.sku,
  hsnCode: products.hsnCode,
  options: products.options,
  variantOptions: productVariants.options,
  packaged: products.packaged,
  declarations: products.declarations,
  originCountry: products.originCountry,
  createdAt: products.createdAt,
};
const catalogOrder = [asc(products.createdAt), asc(products.id), asc(productVariants.position), asc(productVariants.id)];

/**
 * The products of these shops changed in [from, to] (an incremental refresh), in stock or not: a product that sold
 * out is listed with a count of 0, so the buyer app learns it.
 */
export async function selectChangedItems(db: Db, shopIds: readonly string[], from: Date, to: Date) {
  if (!shopIds.length) return [];
  return db
    .select(catalogItemColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(products.shopId, [...shopIds]), between(products.updatedAt, from, to), isNull(productVariants.archivedAt)))
    .orderBy(...catalogOrder);
}

/** The in-stock variants of these shops' products: the items of a catalog. */
export async function selectCatalogItems(db: Db, shopIds: readonly string[]) {
  if (!shopIds.length) return [];
  return db
    .select(catalogItemColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(products.shopId, [...shopIds]), gt(productVariants.quantity, 0), isNull(productVariants.archivedAt)))
    .orderBy(...catalogOrder);
}

/** The variants a select/confirm names, of one active shop, with what an order line snapshots and the stock now. */
export async function selectQuoteLines(db: Db, shopId: string, variantIds: readonly string[]) {
  if (!variantIds.length) return [];
  return db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      sku: productVariants.sku,
      options: productVariants.options,
      name: products.name,
      pricePaise: productVariants.pricePaise,
      available: productVariants.quantity,
      unit: products.unit,
      subCategory: products.subCategory,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.shopId, shopId), inArray(productVariants.id, [...variantIds]), isNull(productVariants.archivedAt)));
}

/** One shop as an ONDC order needs it (active or not: the caller decides). */
export async function selectOndcShop(db: Db, shopId: string) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      category: shops.category,
      city: shops.location,
      address: shops.address,
      phone: shops.phone,
      gps: shops.gps,
      pincode: shops.pincode,
      pan: shops.pan,
      active: shops.active,
      adminId: shops.adminId,
      stateCode: shops.stateCode,
      gstRegistration: shops.gstRegistration,
      deliveryPins: shops.deliveryPins,
      openingHours: shops.openingHours,
      contactEmail: shops.contactEmail,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}

export type OndcShop = NonNullable<Awaited<ReturnType<typeof selectOndcShop>>>;

/** The Bazaar order a buyer app's transaction became, if any. */
export async function findOndcOrder(db: Db, bapId: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(ondcOrders)
    .where(and(eq(ondcOrders.bapId, bapId), eq(ondcOrders.transactionId, transactionId)));
  return row;
}

export async function findOndcOrderById(db: Db, orderId: string) {
  const [row] = await db.select().from(ondcOrders).where(eq(ondcOrders.orderId, orderId));
  return row;
}

export async function insertOndcOrder(db: Db, row: typeof ondcOrders.$inferInsert): Promise<void> {
  await db.insert(ondcOrders).values(row);
}

export async function setOndcCancelReason(db: Db, orderId: string, code: string): Promise<void> {
  await db.update(ondcOrders).set({ cancelReason: code }).where(eq(ondcOrders.orderId, orderId));
}

/** An order and its lines as the ONDC callbacks describe it. */
export async function selectOrderForOndc(db: Db, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      shopId: orders.shopId,
      userId: orders.userId,
      status: orders.status,
      address: orders.address,
      deliveryAddress: orders.deliveryAddress,
      subtotalPaise: orders.subtotalPaise,
      deliveryPaise: orders.deliveryPaise,
      codFeePaise: orders.codFeePaise,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      confirmedAt: orders.confirmedAt,
      packedAt: orders.packedAt,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.series, 'invoice')));
  const items = await db
    .select({
      id: orderItems.id,
      variantId: orderItems.variantId,
      productId: orderItems.productId,
      name: orderItems.name,
      pricePaise: orderItems.pricePaise,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...order, items, invoiceNumber: invoice?.number ?? null };
}

export type OndcOrderView = NonNullable<Awaited<ReturnType<typeof selectOrderForOndc>>>;

/**
 * The shadow shopper account of a buyer app (decision 087): one per bap_id, made on its first order, with no
 * password and an address on the reserved `.invalid` domain, so it can never log in or be mailed.
 */
export async function shadowBuyer(db: Db, bapId: string, id: string) {
  const email = buyerAppEmail(bapId);
  await db
    .insert(users)
    .values({ id, name: `ONDC · ${bapId}`, email, role: 'user', passwordHash: null })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, phone: users.phone, mobile: users.mobile, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row!;
}

/** A page of the network's orders, newest first, for the platform owner (issue 29 #3): ids, shop, status, total. */
export async function selectOndcOrderPage(db: Db, limit: number, offset: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(ondcOrders);
  const items = await db
    .select({
      id: orders.id,
      bapId: ondcOrders.bapId,
      buyerOrderId: ondcOrders.buyerOrderId,
      transactionId: ondcOrders.transactionId,
      shopId: orders.shopId,
      shopName: shops.name,
      status: orders.status,
      totalPaise: orders.totalPaise,
      createdAt: ondcOrders.createdAt,
    })
    .from(ondcOrders)
    .innerJoin(orders, eq(orders.id, ondcOrders.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .orderBy(desc(ondcOrders.createdAt), desc(ondcOrders.orderId))
    .limit(limit)
    .offset(offset);
  return { items, total: Number(total) };
}

export interface CallbackEventRow extends Record<string, unknown> {
  id: string;
  type: string;
  status: 'pending' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  created_at: Date | string;
  action: string | null;
  request_transaction_id: string | null;
  request_message_id: string | null;
  request_bap_id: string | null;
  order_status_to: string | null;
  link_transaction_id: string | null;
  link_bap_id: string | null;
}

/**
 * The events whose ONDC callback is not sent (still to try, or given up): every buyer app's request, and the moves of
 * an ONDC order or of its return that push one (a shopper's own cancel pushes none). The `ondc` subscriber's name in
 * `done` means its callback went, whatever other subscribers still owe.
 */
const unsentCallbacks = sql`
  from domain_events e
  left join ondc_orders o on o.order_id = (case
    when e.type = 'order.status-changed' then e.payload->'order'->>'id'
    when e.type = 'return.status-changed' then e.payload->>'orderId'
  end)::uuid
  where e.status in ('pending', 'failed') and not ('ondc' = any(e.done))
    and (e.type = 'ondc.request'
      or (e.type = 'return.status-changed' and o.order_id is not null)
      or (e.type = 'order.status-changed' and o.order_id is not null and e.payload->>'by' <> 'customer'))`;

/** A page of those callbacks, newest first, with the ids they carry (never the request's message itself). */
export async function selectUnsentCallbackPage(db: Db, limit: number, offset: number) {
  const [{ total } = { total: 0 }] = await rows<{ total: number }>(db, sql`select count(*)::int as total ${unsentCallbacks}`);
  const items = await rows<CallbackEventRow>(
    db,
    sql`select e.id, e.type, e.status, e.attempts, e.last_error, e.next_attempt_at, e.created_at,
      e.payload->>'action' as action, e.payload->'body'->'context'->>'transaction_id' as request_transaction_id,
      e.payload->'body'->'context'->>'message_id' as request_message_id, e.payload->'body'->'context'->>'bap_id' as request_bap_id, e.payload->>'to' as order_status_to,
      o.transaction_id as link_transaction_id, o.bap_id as link_bap_id
    ${unsentCallbacks}
    order by e.created_at desc, e.id desc
    limit ${limit} offset ${offset}`,
  );
  return { items, total: Number(total) };
}
