/**
 * The owner's product writes (create, edit) with their options, variants, MRP and declarations (issue 24,
 * decision 072). Reads and deletes stay in products.service.ts.
 */
import { productBody, productPatchBody, rateToBp, toPaise, toRupees, type ProductDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { FormData } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { ImageStore } from '../../storage/image-store.js';
import { processImage } from '../../storage/images.js';
import { recordEvent } from '../events/events.service.js';
import { shopOfAdmin } from '../shops/shops.service.js';
import { insertProductRow, selectProduct, updateProductRow, type ProductPatch } from './products.repo.js';
import { assertOwnsProduct, NO_PRODUCT_IMAGE, originOf, SHOP_NOT_REGISTERED, toProductDtos } from './products.service.js';
import {
  assertPriceAndDeclarations,
  assertSkusFree,
  checkVariants,
  isUniqueViolation,
  normaliseProductFields,
  retireOptionVariants,
  setDefaultSku,
  SKU_RACE,
  VARIANTS_REQUIRED,
  writeVariants,
} from './variants.service.js';

const toMilli = (n: number) => Math.round(n * 1000);

/**
 * The shop is always the admin's own: a `shopId` in the form is only checked against it, never trusted.
 * The image is checked and stored before the row is written, so a bad upload leaves nothing behind.
 * The body is read only once the admin is known to have a shop (no upload is buffered for nothing).
 */
export async function createProduct(db: Db, images: ImageStore, user: SessionUser, readBody: () => Promise<FormData>): Promise<ProductDto> {
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) throw conflict(SHOP_NOT_REGISTERED);
  const form = await readBody();
  const body = parse(productBody, normaliseProductFields(form.fields, true)); // first: text that cannot be stored is a 400 naming the field
  const claimed = form.fields.shopId?.trim();
  if (claimed && claimed !== shop.id) throw forbidden('You can only add products to your own shop');
  const options = body.options ?? [];
  const variants = body.variants;
  if (options.length && !variants) throw new AppError('VALIDATION', VARIANTS_REQUIRED);
  if (variants) checkVariants(options, variants);
  // Without options, a one-variant list may carry the SKU, price, MRP and stock instead of the top-level fields.
  const single = options.length === 0 ? variants?.[0] : undefined;
  const pricePaise = options.length ? Math.min(...variants!.map((v) => toPaise(v.price))) : toPaise(single?.price ?? body.price);
  const cheapest = options.length ? variants!.find((v) => toPaise(v.price) === pricePaise) : single;
  const mrpRupees = options.length ? cheapest?.mrp : (single?.mrp ?? body.mrp);
  const mrpPaise = mrpRupees === undefined ? null : toPaise(mrpRupees);
  const quantity = options.length ? variants!.reduce((n, v) => n + v.quantity, 0) : (single?.quantity ?? body.quantity);
  const declarations = body.declarations ?? null;
  assertPriceAndDeclarations(pricePaise, mrpPaise, body.packaged ?? false, declarations);
  const sku = single?.sku ?? body.sku;
  await assertSkusFree(db, shop.id, options.length ? variants!.map((v) => v.sku) : sku ? [sku] : [], null);
  if (!form.file) throw new AppError('VALIDATION', NO_PRODUCT_IMAGE);
  const image = await images.save('products', await processImage(form.file.buffer));
  // Every catalog list changes (the home search finds shops by their products' names): an event of this
  // transaction drops them after commit (decision 054).
  const row = await db
    .transaction(async (tx) => {
      const inserted = await insertProductRow(tx, {
        id: newId(),
        shopId: shop.id,
        name: body.name,
        description: body.description,
        pricePaise,
        mrpPaise,
        quantity,
        options,
        packaged: body.packaged ?? false,
        returnable: body.returnable ?? true,
        declarations,
        category: body.category,
        subCategory: body.subCategory ?? null,
        unit: body.unit ?? null,
        netQuantityMilli: body.netQuantity === undefined ? null : toMilli(body.netQuantity),
        image,
        hsnCode: body.hsnCode ?? null,
        gstRateBp: body.gstRate === undefined ? null : rateToBp(body.gstRate),
        ondcCategory: body.ondcCategory ?? null,
        originCountry: originOf(body.originCountry, declarations),
      });
      // Without options the row's trigger created the one variant (id = the product's); with options, write them.
      if (options.length) await writeVariants(tx, inserted, variants!);
      else if (sku) await setDefaultSku(tx, inserted.id, sku);
      await recordEvent(tx, { type: 'catalog.changed' });
      return inserted;
    })
    .catch(skuRace);
  return (await toProductDtos(db, [(await selectProduct(db, row.id)) ?? row]))[0]!;
}

function skuRace(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict(SKU_RACE);
  throw err;
}

export async function updateProduct(db: Db, images: ImageStore, user: SessionUser, productId: string, readBody: () => Promise<FormData>): Promise<ProductDto> {
  const product = await assertOwnsProduct(db, user, productId);
  const form = await readBody();
  const body = parse(productPatchBody, normaliseProductFields(form.fields, false));
  const patch: ProductPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.description !== undefined) patch.description = body.description;
  if (body.price !== undefined) patch.pricePaise = toPaise(body.price);
  if (body.quantity !== undefined) patch.quantity = body.quantity;
  if (body.mrp !== undefined) patch.mrpPaise = body.mrp === null ? null : toPaise(body.mrp);
  if (body.category !== undefined) patch.category = body.category;
  if (body.subCategory !== undefined) patch.subCategory = body.subCategory === '' ? null : body.subCategory;
  if (body.unit !== undefined) patch.unit = body.unit === '' ? null : body.unit;
  if (body.netQuantity !== undefined) patch.netQuantityMilli = body.netQuantity === null ? null : toMilli(body.netQuantity);
  if (body.hsnCode !== undefined) patch.hsnCode = body.hsnCode;
  if (body.ondcCategory !== undefined) patch.ondcCategory = body.ondcCategory || null;
  if (body.originCountry !== undefined) patch.originCountry = body.originCountry;
  if (body.gstRate !== undefined) patch.gstRateBp = rateToBp(body.gstRate);
  if (body.packaged !== undefined) patch.packaged = body.packaged;
  if (body.returnable !== undefined) patch.returnable = body.returnable;
  if (body.declarations !== undefined) patch.declarations = body.declarations;
  const options = body.options ?? product.options;
  const variants = body.variants;
  const restructure = body.options !== undefined || variants !== undefined;
  if (options.length) {
    if (body.price !== undefined || body.quantity !== undefined || body.mrp !== undefined || body.sku !== undefined)
      throw new AppError('VALIDATION', 'This product has options: change price, MRP, stock and SKU per variant (variants)');
    if (restructure && !variants) throw new AppError('VALIDATION', VARIANTS_REQUIRED);
  }
  if (variants) checkVariants(options, variants);
  // Without options, a one-variant list may carry the SKU, price, MRP and stock instead of the top-level fields.
  const single = options.length === 0 ? variants?.[0] : undefined;
  if (single) {
    patch.pricePaise = toPaise(single.price);
    patch.quantity = single.quantity;
    if (single.mrp !== undefined) patch.mrpPaise = toPaise(single.mrp);
  }
  if (body.options !== undefined) patch.options = options;
  const sku = single?.sku ?? body.sku;
  if (options.length === 0) {
    assertPriceAndDeclarations(
      patch.pricePaise ?? (product.options.length ? toPaise(body.price ?? toRupees(product.pricePaise)) : product.pricePaise),
      patch.mrpPaise === undefined ? product.mrpPaise : patch.mrpPaise,
      patch.packaged ?? product.packaged,
      patch.declarations === undefined ? product.declarations : patch.declarations,
    );
  } else assertPriceAndDeclarations(1, null, patch.packaged ?? product.packaged, patch.declarations === undefined ? product.declarations : patch.declarations);
  await assertSkusFree(db, product.shopId, options.length ? (variants?.map((v) => v.sku) ?? []) : sku ? [sku] : [], product.id);
  if (form.file) patch.image = await images.save('products', await processImage(form.file.buffer));
  if (Object.keys(patch).length === 0 && !restructure && !sku) throw new AppError('VALIDATION', 'Send at least one field to change');
  // A new name changes what the home search finds: every list is dropped after commit (decision 054).
  const updated = await db
    .transaction(async (tx) => {
      // Back to no options: the option variants leave before the row's trigger brings back the default one.
      if (options.length === 0 && product.options.length) await retireOptionVariants(tx, product.id);
      const row = Object.keys(patch).length ? await updateProductRow(tx, product.id, product.shopId, patch) : await selectProduct(tx, product.id);
      if (!row) return undefined;
      if (options.length && variants) await writeVariants(tx, row, variants);
      else if (options.length === 0 && sku) await setDefaultSku(tx, row.id, sku);
      await recordEvent(tx, { type: 'catalog.changed' });
      return row;
    })
    .catch(skuRace);
  if (!updated) throw notFound('Product');
  return (await toProductDtos(db, [(await selectProduct(db, updated.id)) ?? updated]))[0]!;
}
