import type { Db } from '../../db/client.js';
import { returnVariantStock, selectVariantStock, takeVariantStock } from './variants.repo.js';

/** What ordering takes from or gives back to a variant's stock (a product without options: its one variant). */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** A line that could not be taken, with the product's name and the variant's stock now (undefined: it is gone). */
export interface ShortLine<L> {
  line: L;
  now: { name: string; quantity: number } | undefined;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every transaction that changes stock locks in this one order (by product id, then variant id), each variant
 * before its product's row (variants.repo.ts), so concurrent checkouts, cancellations and the owner's edits never
 * wait on each other in a cycle: no deadlock.
 */
function inLockOrder<L extends { productId: string; variantId: string }>(lines: readonly L[]): L[] {
  return [...lines].sort((a, b) => byId(a.productId, b.productId) || byId(a.variantId, b.variantId));
}

/**
 * Takes each line's quantity off its variant's stock (and its product's total) inside the caller's transaction
 * `tx`, in lock order, each with a conditional update (`quantity = quantity - n WHERE quantity >= n`), so stock
 * never goes negative even with checkouts racing on several instances. Stops at the first line short of stock and
 * returns it; the caller then throws, which rolls its transaction back with whatever was taken before.
 * Returns undefined when every line was taken.
 */
export async function takeStock<L extends StockLine>(tx: Db, lines: readonly L[]): Promise<ShortLine<L> | undefined> {
  for (const line of inLockOrder(lines)) {
    if (!(await takeVariantStock(tx, line.productId, line.variantId, line.quantity))) {
      const now = await selectVariantStock(tx, line.variantId);
      return { line, now: now && !now.archivedAt ? { name: now.name, quantity: now.quantity } : undefined };
    }
  }
  return undefined;
}

/**
 * Puts items back on stock inside the caller's transaction `tx` (a cancelled order), in lock order. Items
 * whose product or variant was deleted since (null id, or no row any more) or archived are skipped.
 */
export async function returnStock(tx: Db, items: ReadonlyArray<{ productId: string | null; variantId: string | null; quantity: number }>): Promise<void> {
  const back = items.filter((i): i is StockLine => i.productId !== null && i.variantId !== null);
  for (const item of inLockOrder(back)) await returnVariantStock(tx, item.productId, item.variantId, item.quantity);
}
