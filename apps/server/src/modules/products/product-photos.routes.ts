import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_PRODUCT_PHOTOS, productPhotosBody, variantPhotoBody } from '@bazaar/shared';
import { idParams, productReply } from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { addProductPhoto, setProductPhotos, setVariantPhoto } from './product-photos.service.js';

/** A product's photos and its variants' photos (issue 24 #5, decision 097). */
export async function productPhotosRoutes(app: FastifyInstance): Promise<void> {
  const { database, images } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/products/:id/images',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Products',
          'the owning admin',
          'Add a photo to a product',
          `A multipart form with one file \`image\`, checked, re-encoded and stored as the create call’s photo; it goes after the others (the cover when there is none). 400 past ${MAX_PRODUCT_PHOTOS} photos; 409 when it is already one of them.`,
        ),
        params: idParams('product'),
        consumes: ['multipart/form-data'],
        body: formBody(z.object({}), 'A multipart form with the file `image`.'),
        response: { 201: productReply },
      },
    },
    async (req, reply) => {
      const product = await addProductPhoto(db, images, callerOf(req), req.params.id, () => readForm(req));
      return reply.status(201).send({ message: 'Photo added', product });
    },
  );

  r.put(
    '/api/products/:id/images',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Products',
          'the owning admin',
          'Reorder or remove a product’s photos',
          '`images`: the product’s photo names in their new order, the first the cover; a photo left out is removed (at least one stays), and a variant that showed it shows the product’s again.',
        ),
        params: idParams('product'),
        body: productPhotosBody,
        response: { 200: productReply },
      },
    },
    async (req) => ({ message: 'Photos saved', product: await setProductPhotos(db, callerOf(req), req.params.id, req.body) }),
  );

  r.put(
    '/api/products/:id/variants/:variantId/image',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Products',
          'the owning admin',
          'Choose a variant’s photo',
          '`image`: one of the product’s photos (from its `images`), shown when a shopper picks this variant; null for the product’s cover. 400 for a product without options.',
        ),
        params: idParams('product').extend({ variantId: z.string().describe('the variant’s id (uuid); an unknown one answers 404') }),
        body: variantPhotoBody,
        response: { 200: productReply },
      },
    },
    async (req) => ({ message: 'Variant photo saved', product: await setVariantPhoto(db, callerOf(req), req.params.id, req.params.variantId, req.body) }),
  );
}
