import type { Paged, ShopQueryDto, ShopRegistrationBody } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { shopRequestMail } from '../mail/messages.js';
import { toPaged } from '../../lib/paging.js';
import { insertShopQuery, selectShopQueries, selectShopQueryPage, type ShopQueryRow } from './shop-requests.repo.js';

export const SHOP_REQUEST_THANKS = '✅ Shop registered successfully, we will update you soon for next steps';

/** The `category` column is the spec's `categoryofshop` field. */
export function toShopQueryDto(r: ShopQueryRow): ShopQueryDto {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    pan: r.pan,
    address: r.address,
    categoryofshop: r.category,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Stores the request and, in the same transaction, tells the platform owner (never the PAN: see the screen). */
export async function submitShopRequest(db: Db, body: ShopRegistrationBody): Promise<void> {
  await db.transaction(async (tx) => {
    await insertShopQuery(tx, {
      id: newId(),
      name: body.name,
      email: body.email,
      phone: body.phone,
      pan: body.pan,
      address: body.address,
      category: body.categoryofshop,
    });
    const content = shopRequestMail(appUrl(), { name: body.name, email: body.email, phone: body.phone, category: body.categoryofshop, address: body.address });
    await queueMail(
      tx,
      (await platformOwnerEmails(tx)).map((to) => ({ to, kind: 'shop-request', content })),
    );
  });
}

export async function listShopRequests(db: Db): Promise<ShopQueryDto[]> {
  return (await selectShopQueries(db)).map(toShopQueryDto);
}

export async function listShopRequestPage(db: Db, page: number, pageSize: number): Promise<Paged<ShopQueryDto>> {
  const { rows, total } = await selectShopQueryPage(db, page, pageSize);
  return toPaged(rows.map(toShopQueryDto), total, page, pageSize);
}
