import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, reviewReplyBody } from '@bazaar/shared';
import { idParams, paged, reviewDto, reviewReply, shopIdParams } from '@bazaar/shared/responses';
import { allow, callerOf, currentUser } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { userRouteLimit } from '../../plugins/rate-limit.js';
import { listOwnShopReviews, listReviews, replyToReview } from '../reviews/reviews.service.js';
import { PLAIN, TAG } from '../reviews/review-routes.js';
import { findVisibleShopOr404, shopOfAdmin } from './shops.service.js';

/** A shop's reviews, for anyone who may see the shop. */
export async function shopReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shops/:shopId/reviews',
    {
      schema: {
        ...doc(
          TAG,
          'all',
          "A page of the shop's reviews",
          `Reviews of the shop itself, newest first; the platform owner also sees hidden ones (\`hidden: true\`). ${PLAIN}`,
        ),
        params: shopIdParams,
        querystring: pageQuery,
        response: { 200: paged(reviewDto) },
      },
    },
    async (req) => {
      const viewer = await currentUser(req);
      const shop = await findVisibleShopOr404(db, req.params.shopId, viewer);
      return listReviews(db, { shopId: shop.id }, viewer, req.query.page, req.query.limit);
    },
  );
}

/** The owner's side: the reviews of their shop and its products, and replying to one. */
export async function ownShopReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/reviews/:id/reply',
    {
      preValidation: allow('admin'),
      config: userRouteLimit(limits.reviews),
      schema: {
        ...doc(TAG, 'admin (rate-limited)', 'Reply to a review of your shop', `Once (409 on a second); another shop's review is 403. ${PLAIN}`),
        params: idParams('review'),
        body: reviewReplyBody,
        response: { 201: reviewReply },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const review = await replyToReview(db, user, req.params.id, req.body.reply, (await shopOfAdmin(db, user.id))?.id);
      return reply.status(201).send({ message: 'Reply posted', review });
    },
  );

  r.get(
    '/api/admin/reviews',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin',
          "A page of the reviews of the owner's shop and its products",
          `Newest first, visible reviews only (\`reply\` null: not answered yet); 404 for an admin without a shop. ${PLAIN}`,
        ),
        querystring: pageQuery,
        response: { 200: paged(reviewDto) },
      },
    },
    async (req) => listOwnShopReviews(db, (await shopOfAdmin(db, callerOf(req).id))?.id, req.query.page, req.query.limit),
  );
}
