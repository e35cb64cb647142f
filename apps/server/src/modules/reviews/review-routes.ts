import type { FastifyInstance } from 'fastify';

/** What the review routes of the reviews, shops and products modules share. */
export const TAG = 'Reviews';
export const PLAIN = '`text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.';

/** A review changes the shop's or the product's average in the catalog replies. */
export async function reviewChanged(catalog: FastifyInstance['ctx']['catalog'], shopId: string): Promise<void> {
  await catalog.invalidate();
  await catalog.invalidate(shopId);
}
