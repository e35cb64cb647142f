import { and, asc, between, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyerAppEmail } from '../../lib/buyer-app-accounts.js';
import { ondcOrders, orderItems, orders, products, productVariants, shops, taxDocuments, users } from '../../db/schema.js';

/** The active shops of these cities (Bazaar's spelling), in a stable order: the providers of a catalog. */
export async function selectCatalogShops(db: Db, cities: readonly string[]) {
  if (!cities.length) return [];
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
      image: shops.image,
      createdAt: shops.createdAt,
      updatedAt: shops.updatedAt,
    })
    .from(shops)
    .where(and(eq(shops.active, true), inArray(shops.location, [...cities])))
    .orderBy(asc(shops.createdAt), asc(shops.id));
}

const catalogItemColumns = {
  id: products.id,
  shopId: products.shopId,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  quantity: products.quantity,
  category: products.category,
  subCategory: products.subCategory,
  ondcCategory: products.ondcCategory,
  mrpPaise: products.mrpPaise,
  unit: products.unit,
  image: products.image,
  createdAt: products.createdAt,
};

/**
 * The products of these shops changed in [from, to] (an incremental refresh), in stock or not: a product that sold
 * out is listed with a count of 0, so the buyer app learns it.
 */
export async function selectChangedItems(db: Db, shopIds: readonly string[], from: Date, to: Date) {
  if (!shopIds.length) return [];
  return db
    .select(catalogItemColumns)
    .from(products)
    .where(and(inArray(products.shopId, [...shopIds]), between(products.updatedAt, from, to)))
    .orderBy(asc(products.createdAt), asc(products.id));
}

/** The in-stock products of these shops: the items of a catalog. */
export async function selectCatalogItems(db: Db, shopIds: readonly string[]) {
  if (!shopIds.length) return [];
  return db
    .select(catalogItemColumns)
    .from(products)
    .where(and(inArray(products.shopId, [...shopIds]), gt(products.quantity, 0)))
    .orderBy(asc(products.createdAt), asc(products.id));
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
