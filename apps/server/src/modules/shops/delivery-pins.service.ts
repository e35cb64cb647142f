import { describeDeliveryArea, type DeliveryPinsBody, type DeliveryPinsDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordEvent } from '../events/events.service.js';
import { selectShopByAdmin, updateShopRow } from './shops.repo.js';

const dtoOf = (pins: string[]): DeliveryPinsDto => ({ pins, description: describeDeliveryArea(pins) });

/** GET /api/admin/shop/delivery-pins: where the admin's own shop delivers (an empty list: across India). */
export async function deliveryPinsOfAdmin(db: Db, adminId: string): Promise<{ shopId: string; area: DeliveryPinsDto }> {
  const shop = await selectShopByAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  return { shopId: shop.id, area: dtoOf(shop.deliveryPins) };
}

/** PUT /api/admin/shop/delivery-pins: replaces the list (already validated and normalized by the shared schema). */
export async function setDeliveryPins(db: Db, adminId: string, body: DeliveryPinsBody): Promise<{ shopId: string; area: DeliveryPinsDto }> {
  const shop = await selectShopByAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  // Every shop's cached reads drop after commit, not only this shop's: the shop lists carry `deliveryPins` too.
  const saved = await db.transaction(async (tx) => {
    if (!(await updateShopRow(tx, shop.id, { deliveryPins: body.pins }))) return false;
    await recordEvent(tx, { type: 'catalog.changed' });
    return true;
  });
  if (!saved) throw notFound('Shop');
  return { shopId: shop.id, area: dtoOf(body.pins) };
}
