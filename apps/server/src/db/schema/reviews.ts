/** Reviews of shops and products. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { orders } from './orders.js';
import { shops } from './shops.js';

/**
 * A shopper's rating of a shop (`productId` null) or of one product of it, written from a Delivered order of
 * theirs: one per shopper and shop, one per shopper and product (partial unique indexes). Plain text. A hidden
 * review (`hiddenAt`, by the platform owner) leaves the lists and the averages.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_shop_uq')
      .on(t.userId, t.shopId)
      .where(sql`${t.productId} is null`),
    uniqueIndex('reviews_user_product_uq')
      .on(t.userId, t.productId)
      .where(sql`${t.productId} is not null`),
    index('reviews_shop_created_idx').on(t.shopId, t.createdAt),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_stars_ck', sql`${t.stars} between 1 and 5`),
  ],
);
