import crypto from 'node:crypto';
import { shopFormBody, type Language, type Paged, type ShopQueryDto, type ShopRegistrationBody } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { parse } from '../../lib/validate.js';
import type { FormData } from '../../lib/multipart.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { ImageStore } from '../../storage/image-store.js';
import { createAccount, platformOwnerEmails } from '../auth/auth.service.js';
import { queueInvitation } from '../auth/password-reset.service.js';
import { appUrl, queueMail, requestLanguage } from '../mail/mail.service.js';
import { shopRequestMail } from '../mail/messages.js';
import { shopDeclinedMail, shopRequestReceivedMail } from '../mail/onboarding-messages.js';
import { createShop } from '../shops/shops.service.js';
import { toPaged } from '../../lib/paging.js';
import { decideShopQuery, insertShopQuery, selectShopQueries, selectShopQuery, selectShopQueryPage, type ShopQueryRow } from './shop-requests.repo.js';

/** It is a request, not a shop (issue 22 #13): the answer says what happens next. */
export const SHOP_REQUEST_THANKS = '✅ Request received: we have emailed you a copy and will write to you when the platform team has reviewed it';

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
    ownerName: r.ownerName,
    city: r.city,
    pincode: r.pincode,
    gstin: r.gstin || null,
    status: r.status,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
    shopId: r.shopId,
  };
}

/**
 * Stores the request and, in the same transaction, acknowledges it to the vendor and tells the platform owners
 * (never the PAN: see the screen).
 */
export async function submitShopRequest(db: Db, body: ShopRegistrationBody): Promise<void> {
  // The vendor has no account yet: the language they asked in. Read before the transaction: it may look the
  // session up, which on the embedded database's one connection would wait for this transaction for ever.
  const language = await requestLanguage();
  await db.transaction(async (tx) => {
    await insertShopQuery(tx, {
      id: newId(),
      name: body.name,
      email: body.email,
      phone: body.phone,
      pan: body.pan,
      address: body.address,
      category: body.categoryofshop,
      ownerName: body.ownerName ?? null,
      city: body.city ?? null,
      pincode: body.pincode ?? null,
      gstin: body.gstin || null,
    });
    const content = (l: Language) =>
      shopRequestMail(appUrl(), { name: body.name, email: body.email, phone: body.phone, category: body.categoryofshop, address: body.address }, l);
    await queueMail(tx, [
      {
        to: body.email,
        kind: 'shop-request-received',
        content: (l) => shopRequestReceivedMail(appUrl(), { name: body.name, ownerName: body.ownerName ?? null }, l),
        language,
      },
      ...(await platformOwnerEmails(tx)).map((to) => ({ to, kind: 'shop-request', content })),
    ]);
  });
}

export async function listShopRequests(db: Db): Promise<ShopQueryDto[]> {
  return (await selectShopQueries(db)).map(toShopQueryDto);
}

export async function listShopRequestPage(db: Db, page: number, pageSize: number, status?: ShopQueryRow['status']): Promise<Paged<ShopQueryDto>> {
  const { rows, total } = await selectShopQueryPage(db, page, pageSize, status);
  return toPaged(rows.map(toShopQueryDto), total, page, pageSize);
}

async function requestOr404(db: Db, id: string): Promise<ShopQueryRow> {
  const r = isUuid(id) ? await selectShopQuery(db, id) : undefined;
  if (!r) throw notFound('Shop request');
  return r;
}

const alreadyDecided = (r: ShopQueryRow) => conflict(`This request was already ${r.status}`, { status: r.status });

/**
 * Approves a request in one step (issue 22 #13): creates the owner's admin account (a random password nobody
 * knows), the shop from the platform owner's form (the same fields and image as Create Shop, without `admin`),
 * marks the request approved and queues the invitation whose link sets the owner's password — all in one
 * transaction, so a refused form leaves no account behind. 409 when the request was decided already or its email
 * already has an account.
 */
export async function approveShopRequest(
  db: Db,
  images: ImageStore,
  id: string,
  form: FormData,
  viewer: SessionUser,
  now: Date,
): Promise<{ request: ShopQueryDto; shopId: string }> {
  const request = await requestOr404(db, id);
  if (request.status !== 'new') throw alreadyDecided(request);
  // The shop's fields are checked before anything is written (the owner's id is not known yet).
  parse(shopFormBody, form.fields);
  const shopId = await db.transaction(async (tx) => {
    const owner = await createAccount(tx, {
      name: request.ownerName ?? request.name,
      email: request.email,
      phone: request.phone,
      role: 'admin',
      password: crypto.randomBytes(24).toString('base64url'),
    }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'CONFLICT')
        throw conflict(`An account with ${request.email} already exists: create the shop from Create Shop for that account, then decline this request`);
      throw err;
    });
    const shop = await createShop(tx, images, { fields: { ...form.fields, admin: owner.id }, file: form.file }, viewer);
    const decided = await decideShopQuery(tx, id, { status: 'approved', decidedBy: viewer.id, decidedAt: now, shopId: shop._id });
    if (!decided) throw alreadyDecided(await requestOr404(tx, id));
    await queueInvitation(tx, owner, shop.name, now);
    return shop._id;
  });
  return { request: toShopQueryDto(await requestOr404(db, id)), shopId };
}

/** Declines a request with a reason the vendor reads in the mail. 409 when it was decided already. */
export async function declineShopRequest(db: Db, id: string, reason: string, viewer: SessionUser, now: Date): Promise<ShopQueryDto> {
  const request = await requestOr404(db, id);
  await db.transaction(async (tx) => {
    const decided = await decideShopQuery(tx, id, { status: 'declined', decidedBy: viewer.id, decidedAt: now, declineReason: reason });
    if (!decided) throw alreadyDecided(await requestOr404(tx, id));
    await queueMail(tx, [
      { to: request.email, kind: 'shop-declined', content: (l) => shopDeclinedMail(appUrl(), { name: request.name, ownerName: request.ownerName }, reason, l) },
    ]);
  });
  return toShopQueryDto(await requestOr404(db, id));
}
