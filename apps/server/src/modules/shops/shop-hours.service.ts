import type { ShopHoursBody, ShopHoursDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordEvent } from '../events/events.service.js';
import { selectShopByAdmin, updateShopRow } from './shops.repo.js';

/** GET /api/admin/shop/hours: the admin's own shop's opening hours and contact email (issue 29 #7, #3). */
export async function shopHoursOfAdmin(db: Db, adminId: string): Promise<{ shopId: string; hours: ShopHoursDto }> {
  const shop = await selectShopByAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  return { shopId: shop.id, hours: { hours: shop.openingHours ?? [], contactEmail: shop.contactEmail } };
}

/**
 * PUT /api/admin/shop/hours: replaces both (validated, sorted and lower-cased by the shared schema). The shop's
 * `updated_at` moves with the row (migration 0052), so ONDC's incremental catalog lists the shop again, and
 * `catalog.changed` drops the cached shop reads that carry the hours.
 */
export async function setShopHours(db: Db, adminId: string, body: ShopHoursBody): Promise<{ shopId: string; hours: ShopHoursDto }> {
  const shop = await selectShopByAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  const saved = await db.transaction(async (tx) => {
    if (!(await updateShopRow(tx, shop.id, { openingHours: body.hours, contactEmail: body.contactEmail }))) return false;
    await recordEvent(tx, { type: 'catalog.changed' });
    return true;
  });
  if (!saved) throw notFound('Shop');
  return { shopId: shop.id, hours: { hours: body.hours, contactEmail: body.contactEmail } };
}
