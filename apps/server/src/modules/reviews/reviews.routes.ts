import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReviewBody, editReviewBody, myReviewsQuery, pageQuery, reviewVisibilityBody } from '@bazaar/shared';
import { idParams, paged, platformReviewDto, reviewDto, reviewReply } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { userRouteLimit } from '../../plugins/rate-limit.js';
import { createReview, editReview, listPlatformReviews, myReviewsForOrder, setReviewHidden } from './reviews.service.js';
import { PLAIN, TAG } from './review-routes.js';

/**
 * The reviews a shopper writes and the platform owner moderates. The reviews of one shop or product are listed by
 * the shops and products modules (shops/shop-reviews.routes.ts, products/product-reviews.routes.ts), which read
 * reviews: reviews imports neither (decision 057).
 */
/** The shopper's own reviews: read those of an order, write one, change it. */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}

/** The platform owner's view of every review, and hiding one. */
export async function platformReviewsRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
