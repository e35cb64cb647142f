import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery } from '@bazaar/shared';
import { idParams, paged, reviewDto } from '@bazaar/shared/responses';
import { currentUser } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { listReviews } from '../reviews/reviews.service.js';
import { PLAIN, TAG } from '../reviews/review-routes.js';
import { assertListedProduct } from './products.service.js';

/** A product's reviews, for anyone. */
export async function productReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products/:id/reviews',
    {
      schema: {
        ...doc(TAG, 'all', "A page of the product's reviews", `Newest first; the platform owner also sees hidden ones. ${PLAIN}`),
        params: idParams('product'),
        querystring: pageQuery,
        response: { 200: paged(reviewDto) },
      },
    },
    async (req) => {
      await assertListedProduct(db, req.params.id);
      return listReviews(db, { productId: req.params.id }, await currentUser(req), req.query.page, req.query.limit);
    },
  );
}
