import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReviewBody, editReviewBody, myReviewsQuery, pageQuery, reviewReplyBody, reviewVisibilityBody } from '@bazaar/shared';
import { idParams, paged, platformReviewDto, reviewDto, reviewReply, shopIdParams } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow, callerOf, currentUser } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { userRouteLimit } from '../../plugins/rate-limit.js';
import { findVisibleShopOr404, shopOfAdmin } from '../shops/shops.service.js';
import { getProduct } from '../products/products.service.js';
import {
  createReview,
  editReview,
  listOwnShopReviews,
  listPlatformReviews,
  listReviews,
  myReviewsForOrder,
  replyToReview,
  setReviewHidden,
} from './reviews.service.js';

const TAG = 'Reviews';
const PLAIN = '`text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.';

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
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
      const product = await getProduct(db, req.params.id);
      return listReviews(db, { productId: product._id }, await currentUser(req), req.query.page, req.query.limit);
    },
  );

  r.get(
    '/api/reviews/mine',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(TAG, 'user', "The shopper's reviews of one of their orders' shop and products", '404 when the order is not theirs.'),
        querystring: myReviewsQuery,
        response: { 200: z.array(reviewDto) },
      },
    },
    async (req) => myReviewsForOrder(db, callerOf(req), req.query.orderId),
  );

  r.post(
    '/api/reviews',
    {
      preValidation: allow('user'),
      config: userRouteLimit(limits.reviews),
      schema: {
        ...doc(
          TAG,
          'user (rate-limited)',
          'Rate the shop of a delivered order, or one product of it',
          `Without \`productId\`: the order's shop; with it: that product of the order. Once per shop and once per product (409 on a second, change it instead); 403 for someone else's order; 409 "You can rate an order once it has been delivered" before delivery. ${PLAIN}`,
        ),
        body: createReviewBody,
        response: { 201: reviewReply },
      },
    },
    async (req, reply) => {
      const review = await createReview(db, callerOf(req), req.body);
      return reply.status(201).send({ message: 'Thank you for your review', review });
    },
  );

  r.patch(
    '/api/reviews/:id',
    {
      preValidation: allow('user'),
      config: userRouteLimit(limits.reviews),
      schema: {
        ...doc(
          TAG,
          'user (rate-limited)',
          'Change your review',
          `Stars and/or text, for 30 days after writing it (then 409); someone else's review is 403. ${PLAIN}`,
        ),
        params: idParams('review'),
        body: editReviewBody,
        response: { 200: reviewReply },
      },
    },
    async (req) => {
      const review = await editReview(db, callerOf(req), req.params.id, req.body);
      return { message: 'Review updated', review };
    },
  );

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

  r.get(
    '/api/superadmin/reviews',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(TAG, 'superadmin', 'The newest reviews of every shop', `Hidden ones too (\`hidden: true\`), each with its shop's name. ${PLAIN}`),
        querystring: pageQuery,
        response: { 200: paged(platformReviewDto) },
      },
    },
    async (req) => listPlatformReviews(db, req.query.page, req.query.limit),
  );

  r.patch(
    '/api/superadmin/reviews/:id',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Hide a review or show it again',
          'A hidden review leaves the lists and the averages; only the platform owner still sees it.',
        ),
        params: idParams('review'),
        body: reviewVisibilityBody,
        response: { 200: reviewReply },
      },
    },
    async (req) => {
      const review = await setReviewHidden(db, req.params.id, req.body.hidden);
      return { message: review.hidden ? 'Review hidden' : 'Review shown again', review };
    },
  );
}
