import { describeDeliveryArea, type DeliveryPinsBody, type DeliveryPinsDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
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
  if (!(await updateShopRow(db, shop.id, { deliveryPins: body.pins }))) throw notFound('Shop');
  return { shopId: shop.id, area: dtoOf(body.pins) };
}
