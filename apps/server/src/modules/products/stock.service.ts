import type { Db } from '../../db/client.js';
import { returnProductStock, selectProductNameAndStock, takeProductStock } from './products.repo.js';

/** What ordering takes from or gives back to a product's stock. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** A line that could not be taken, with the product's name and stock now (undefined: the product is gone). */
export interface ShortLine<L> {
  line: L;
  now: { name: string; quantity: number } | undefined;
}

/**
 * Every transaction that changes stock locks products in this one order (by product id), so concurrent
 * checkouts and cancellations never wait on each other in a cycle: no deadlock.
 */
function inLockOrder<L extends { productId: string }>(lines: readonly L[]): L[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * Takes each line's quantity off its product's stock inside the caller's transaction `tx`, in lock order,
 * each with a conditional update (`quantity = quantity - n WHERE quantity >= n`), so stock never goes
 * negative even with checkouts racing on several instances. Stops at the first line short of stock and
 * returns it; the caller then throws, which rolls its transaction back with whatever was taken before.
 * Returns undefined when every line was taken.
 */
export async function takeStock<L extends StockLine>(tx: Db, lines: readonly L[]): Promise<ShortLine<L> | undefined> {
  for (const line of inLockOrder(lines)) {
    if (!(await takeProductStock(tx, line.productId, line.quantity))) return { line, now: await selectProductNameAndStock(tx, line.productId) };
  }
  return undefined;
}

/**
 * Puts items back on stock inside the caller's transaction `tx` (a cancelled order), in lock order. Items
 * whose product was deleted since (null id, or no row any more) are skipped.
 */
export async function returnStock(tx: Db, items: ReadonlyArray<{ productId: string | null; quantity: number }>): Promise<void> {
  const back = items.filter((i): i is StockLine => i.productId !== null);
  for (const item of inLockOrder(back)) await returnProductStock(tx, item.productId, item.quantity);
}
