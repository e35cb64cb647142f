/**
 * A return request's photos (issue 26 #2; decision 084, addendum of 2026-11-27). The shopper attaches up to
 * MAX_RETURN_PHOTOS while the request waits for the shop; each is checked and re-encoded (EXIF gone) and kept in the
 * image store's private area, which /uploads refuses. Only the return's shopper, its shop's owner and the platform
 * owner read one; anyone else gets the same 404 as for a photo that does not exist.
 */
import { MAX_RETURN_PHOTOS } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { FormData } from '../../lib/multipart.js';
import type { SessionUser } from '../../plugins/auth.js';
import { PRIVATE_AREA, type ImageStore } from '../../storage/image-store.js';
import { processReturnPhoto } from '../../storage/images.js';
import { countPhotosOf, deletePhotosOfShopper, insertReturnPhoto, selectPhotoWithParties } from './return-photos.repo.js';
import { lockReturn } from './returns.repo.js';

export const TOO_MANY_RETURN_PHOTOS = `A return request has at most ${MAX_RETURN_PHOTOS} photos`;
export const PHOTOS_ONLY_WHILE_REQUESTED = 'Photos can be added while the return waits for the shop’s answer; this return is past that';
export const NO_PHOTO = 'Choose a photo to attach: send it as the file field "image"';

/** The URL a photo is read at (the DTO's `url`). */
export const photoUrl = (returnId: string, photoId: string) => `/api/returns/${returnId}/photos/${photoId}`;

/** Checks the caller may add a photo now (their return, still Requested, under the limit); 404 for anyone else's. */
async function assertCanAdd(db: Db, user: SessionUser, returnId: string): Promise<void> {
  const ret = await lockReturn(db, returnId);
  if (!ret || ret.userId !== user.id) throw notFound('Return');
  if (ret.status !== 'Requested') throw conflict(PHOTOS_ONLY_WHILE_REQUESTED, { status: ret.status });
  if ((await countPhotosOf(db, returnId)) >= MAX_RETURN_PHOTOS) throw new AppError('VALIDATION', TOO_MANY_RETURN_PHOTOS, { field: 'image' });
}

/**
 * Adds one photo. The checks run before the upload is read and again under the return's row lock, so two uploads at
 * once never make a fourth; a photo stored but refused by the second check is deleted again.
 */
export async function addReturnPhoto(db: Db, images: ImageStore, user: SessionUser, returnId: string, readBody: () => Promise<FormData>, now: Date) {
  if (!isUuid(returnId)) throw notFound('Return');
  await db.transaction((tx) => assertCanAdd(tx, user, returnId));
  const form = await readBody();
  if (!form.file) throw new AppError('VALIDATION', NO_PHOTO, { field: 'image' });
  const bytes = await processReturnPhoto(form.file.buffer);
  const id = newId();
  const storageKey = `${PRIVATE_AREA}/${returnId}/${id}.webp`;
  await images.savePrivate(storageKey, bytes);
  try {
    await db.transaction(async (tx) => {
      await assertCanAdd(tx, user, returnId);
      await insertReturnPhoto(tx, { id, returnId, storageKey, createdAt: now });
    });
  } catch (err) {
    await images.deletePrivate([storageKey]).catch(() => undefined);
    throw err;
  }
}

/** A photo's bytes for its shopper, its shop's owner or the platform owner; 404 for anyone else and for none. */
export async function readReturnPhoto(db: Db, images: ImageStore, user: SessionUser, returnId: string, photoId: string): Promise<Buffer> {
  if (!isUuid(returnId) || !isUuid(photoId)) throw notFound('Photo');
  const photo = await selectPhotoWithParties(db, returnId, photoId);
  if (!photo || !(user.role === 'superadmin' || photo.shopperId === user.id || photo.shopAdminId === user.id)) throw notFound('Photo');
  const bytes = await images.openPrivate(photo.storageKey);
  if (!bytes) throw notFound('Photo');
  return bytes;
}

/**
 * Erasure (issue 26 #7): the shopper's return photos go, rows and files, inside the erasure's transaction. The files
 * are deleted before it commits, so an erasure that answers "Completed" has left none; if the store does not answer,
 * the erasure fails as a whole and can be asked again.
 */
export async function eraseReturnPhotos(tx: Db, images: ImageStore, userId: string): Promise<void> {
  const keys = await deletePhotosOfShopper(tx, userId);
  if (keys.length) await images.deletePrivate(keys);
}
