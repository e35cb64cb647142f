import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RETURN_PHOTOS } from '@bazaar/shared';
import { returnPhotos } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, type TestApp } from '../../../test/support/harness.js';
import type { Account } from '../../../test/support/cart-orders.js';
import { returnsWorld } from '../../../test/support/returns.js';
import { startS3, type S3Stand } from '../../../test/support/s3-server.js';
import { NOT_A_RETURN_PHOTO } from '../../storage/images.js';
import { NO_PHOTO, PHOTOS_ONLY_WHILE_REQUESTED, TOO_MANY_RETURN_PHOTOS } from './return-photos.service.js';

/** A JPEG as a phone's camera makes it: with EXIF (a camera make, which the stored photo must not keep). */
const cameraJpeg = (shade: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 60 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PhoneCam', Model: 'Home at 12 MG Road' } })
    .toBuffer();

/** Photos on a return request (issue 26 #2; decision 084 addendum): private, checked, erased with the account. */
describe.each(['folder', 'bucket'] as const)(`return photos in the %s (${ENGINE})`, (storage) => {
  let t: TestApp;
  let s3: S3Stand | undefined;
  let w: Awaited<ReturnType<typeof returnsWorld>>;
  let a: typeof w.a;
  let admin: Account;
  let otherAdmin: Account;
  let shopper: Account;
  let stranger: Account;
  let owner: Account;

  beforeAll(async () => {
    if (storage === 'bucket') s3 = await startS3();
    t = await createTestApp(s3 ? { config: { s3: s3.config } } : {});
    w = await returnsWorld(t);
    ({ a, admin, otherAdmin, shopper, stranger, owner } = w);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.dispose();
  });

  /** A delivered order's return asked by `who`, with no photo yet. */
  async function aReturn(who: Account) {
    const { id, orderId, asked } = await w.aReturn(who);
    expect(asked.photos).toEqual([]);
    return { id, orderId };
  }

  const attach = (who: Account, id: string, content: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => {
    const body = multipart({}, { filename, content, type });
    return t.app.inject({ method: 'POST', url: `/api/returns/${id}/photos`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
  };
  const read = (who: Account | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it('stores a photo re-encoded without EXIF, shows it to the shopper, the shop and the platform owner only', async () => {
    const { id, orderId } = await aReturn(shopper);
    const res = await attach(shopper, id, await cameraJpeg(10));
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().return.photos as { _id: string; url: string }[];
    expect(photos).toHaveLength(1);
    expect(photos[0]!.url).toBe(`/api/returns/${id}/photos/${photos[0]!._id}`);

    for (const who of [shopper, admin, owner]) {
      const got = await read(who, photos[0]!.url);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.headers['content-type']).toBe('image/webp');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(got.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
    }
    for (const who of [stranger, otherAdmin]) expect((await read(who, photos[0]!.url)).statusCode).toBe(404);
    expect((await read(null, photos[0]!.url)).statusCode).toBe(401);
    expect((await read(shopper, `/api/returns/${id}/photos/not-a-uuid`)).statusCode).toBe(404);

    // Both the shopper's and the shop's lists carry it.
    expect((await a.call('GET', `/api/orders/${orderId}/returns`, shopper)).json().returns[0].photos).toEqual(photos);
    const shopList = (await a.call('GET', '/api/admin/returns', admin)).json().returns as { _id: string; photos: unknown }[];
    expect(shopList.find((r) => r._id === id)!.photos).toEqual(photos);

    // The public image route never serves the private area, however it is asked.
    const key = `returns/${id}/${photos[0]!._id}.webp`;
    if (storage === 'folder') expect(fs.existsSync(path.join(t.uploadsDir, key))).toBe(true);
    for (const url of [
      `/uploads/${key}`,
      `/uploads//${key}`,
      `/uploads/Returns/${id}/${photos[0]!._id}.webp`,
      `/uploads/%72eturns/${id}/${photos[0]!._id}.webp`,
    ]) {
      const pub = await read(shopper, url);
      // 404 (or 400 for the doubled slash, refused before any file is looked at): never the photo.
      expect([400, 404], url).toContain(pub.statusCode);
      expect(pub.headers['content-type'], url).not.toMatch(/^image\//);
    }
  });

  it(`takes at most ${MAX_RETURN_PHOTOS}, only pictures, only the shopper's own, only while Requested`, async () => {
    const { id } = await aReturn(shopper);
    for (let i = 0; i < MAX_RETURN_PHOTOS; i++) expect((await attach(shopper, id, await cameraJpeg(20 + i))).statusCode).toBe(201);
    const fourth = await attach(shopper, id, await cameraJpeg(99));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(TOO_MANY_RETURN_PHOTOS);

    const { id: other } = await aReturn(shopper);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const [content, filename, type] of [
      [gif, 'a.gif', 'image/gif'],
      [Buffer.from('not a picture at all'), 'a.jpg', 'image/jpeg'],
    ] as const) {
      const bad = await attach(shopper, other, content, filename, type);
      expect(bad.statusCode, filename).toBe(400);
      expect(bad.json().message).toBe(NOT_A_RETURN_PHOTO);
    }
    const big = await attach(shopper, other, Buffer.concat([await cameraJpeg(1), Buffer.alloc(6 * 1024 * 1024, 1)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/at most 5 MB/);
    const none = await t.app.inject({ method: 'POST', url: `/api/returns/${other}/photos`, headers: { cookie: shopper.cookie }, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(NO_PHOTO);
    expect((await attach(stranger, other, await cameraJpeg(3))).statusCode).toBe(404);
    expect((await attach(admin, other, await cameraJpeg(3))).statusCode).toBe(403);
    expect((await a.call('GET', `/api/admin/returns`, admin)).json().returns.find((r: { _id: string }) => r._id === other).photos).toEqual([]);

    expect((await a.call('PATCH', `/api/admin/returns/${other}`, admin, { status: 'Accepted' })).statusCode).toBe(200);
    const late = await attach(shopper, other, await cameraJpeg(4));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PHOTOS_ONLY_WHILE_REQUESTED);
  });

  it('lists the photos in the export, and erasing the account deletes rows and files', async () => {
    const me = await t.account('user');
    const { id } = await aReturn(me);
    const url = (await attach(me, id, await cameraJpeg(50))).json().return.photos[0].url as string;
    const photoId = url.split('/').pop()!;
    const exported = await a.call('GET', '/api/account/export', me);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().returns[0].photos).toEqual([{ _id: photoId, url }]);

    const erased = await a.call('POST', '/api/account/erase', me, { password: me.password });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await t.database.db.select().from(returnPhotos);
    expect(rows.some((r) => r.returnId === id)).toBe(false);
    const key = `returns/${id}/${photoId}.webp`;
    if (storage === 'folder') expect(fs.existsSync(path.join(t.uploadsDir, key))).toBe(false);
    else expect(await t.app.ctx.images.openPrivate(key)).toBeNull();
    expect((await read(admin, url)).statusCode).toBe(404);
    expect((await read(owner, url)).statusCode).toBe(404);
  });
});
