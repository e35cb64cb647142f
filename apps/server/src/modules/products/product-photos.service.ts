/**
 * A product's photos (issue 24 #5, decision 097): up to 8, the cover first. The cover stays in the product row's
 * `image` (every spec reply reads it) and the others in `gallery`, in order. A variant's photo is one of its
 * product's photos, so the gallery on the product page can turn to it when the variant is picked.
 */
import { MAX_PRODUCT_PHOTOS, type ProductDto, type ProductPhotosBody, type VariantPhotoBody } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { FormData } from '../../lib/multipart.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { ImageStore } from '../../storage/image-store.js';
import { processImage } from '../../storage/images.js';
import { recordEvent } from '../events/events.service.js';
import { selectProduct, updateProductRow, type ProductRow } from './products.repo.js';
import { assertOwnsProduct, photosOf, toProductDtos } from './products.service.js';
import { clearVariantPhotosExcept, lockVariantsThenProduct, selectVariant, updateVariantRow } from './variants.repo.js';

export const TOO_MANY_PHOTOS = `A product has at most ${MAX_PRODUCT_PHOTOS} photos: remove one before adding another`;

const reply = async (db: Db, id: string): Promise<ProductDto> => {
  const row = await selectProduct(db, id);
  if (!row) throw notFound('Product');
  return (await toProductDtos(db, [row]))[0]!;
};

/** The row's photo columns for a list of photos, the first the cover. */
const columnsOf = (photos: readonly string[]) => ({ image: photos[0] ?? null, gallery: photos.slice(1) });

/** Locks the product (after its variants, the order every writer keeps) and reads its photos as they are now. */
async function lockedPhotos(tx: Db, product: ProductRow): Promise<string[]> {
  if (!(await lockVariantsThenProduct(tx, product.id))) throw notFound('Product');
  const row = await selectProduct(tx, product.id);
  if (!row) throw notFound('Product');
  return photosOf(row);
}

/**
 * Adds one photo after the others (the cover when the product has none). The upload is checked, re-encoded and
 * stored as the one photo of the create call is; the count is checked before the upload is read and again under
 * the product's lock, so two uploads at once never make a ninth.
 */
export async function addProductPhoto(
  db: Db,
  images: ImageStore,
  user: SessionUser,
  productId: string,
  readBody: () => Promise<FormData>,
): Promise<ProductDto> {
  const product = await assertOwnsProduct(db, user, productId);
  if (photosOf(product).length >= MAX_PRODUCT_PHOTOS) throw new AppError('VALIDATION', TOO_MANY_PHOTOS);
  const form = await readBody();
  if (!form.file) throw new AppError('VALIDATION', 'Choose a photo to upload: send it as the file field "image"');
  const name = await images.save('products', await processImage(form.file.buffer));
  await db.transaction(async (tx) => {
    const photos = await lockedPhotos(tx, product);
    if (photos.includes(name)) throw conflict('This photo is already one of the product’s photos');
    if (photos.length >= MAX_PRODUCT_PHOTOS) throw new AppError('VALIDATION', TOO_MANY_PHOTOS);
    await updateProductRow(tx, product.id, product.shopId, columnsOf([...photos, name]));
    await recordEvent(tx, { type: 'catalog.changed' });
  });
  return reply(db, product.id);
}

/**
 * Orders the product's photos as listed (the first becomes the cover); a photo left out is removed from the
 * product, and a variant that showed it goes back to the product's photos. The file stays in the store: names are
 * content hashes, and another product or an old order may show the same one.
 */
export async function setProductPhotos(db: Db, user: SessionUser, productId: string, body: ProductPhotosBody): Promise<ProductDto> {
  const product = await assertOwnsProduct(db, user, productId);
  await db.transaction(async (tx) => {
    const photos = await lockedPhotos(tx, product);
    const unknown = body.images.find((n) => !photos.includes(n));
    if (unknown)
      throw new AppError('VALIDATION', `images: ${unknown} is not one of this product’s photos; add a new photo with POST /api/products/${product.id}/images`);
    await updateProductRow(tx, product.id, product.shopId, columnsOf(body.images));
    await clearVariantPhotosExcept(tx, product.id, body.images);
    await recordEvent(tx, { type: 'catalog.changed' });
  });
  return reply(db, product.id);
}

/** Shows one of the product's photos for one of its variants (null: the product's cover). */
export async function setVariantPhoto(db: Db, user: SessionUser, productId: string, variantId: string, body: VariantPhotoBody): Promise<ProductDto> {
  const product = await assertOwnsProduct(db, user, productId);
  if (product.options.length === 0) throw new AppError('VALIDATION', 'This product has no options: its photos are the product’s own');
  await db.transaction(async (tx) => {
    const photos = await lockedPhotos(tx, product);
    const variant = isUuid(variantId) ? await selectVariant(tx, variantId) : undefined;
    if (!variant || variant.productId !== product.id) throw notFound('Variant');
    if (body.image !== null && !photos.includes(body.image))
      throw new AppError('VALIDATION', 'image: choose one of this product’s photos (add it to the product first)');
    await updateVariantRow(tx, variant.id, product.id, { image: body.image });
    await recordEvent(tx, { type: 'catalog.changed' });
  });
  return reply(db, product.id);
}
