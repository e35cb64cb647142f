/** The finder fee each buyer app declared in its search, by transaction (issue 29, migration 0068). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ondcSearchFees } from '../../db/schema.js';
import type { FinderFee } from './domain/order-shapes.js';

/** Keeps the fee a search declared; a later search of the same transaction replaces it. */
export async function keepSearchFee(db: Db, bapId: string, transactionId: string, fee: FinderFee): Promise<void> {
  await db
    .insert(ondcSearchFees)
    .values({ bapId, transactionId, feeType: fee.type, feeAmount: fee.amount })
    .onConflictDoUpdate({ target: [ondcSearchFees.bapId, ondcSearchFees.transactionId], set: { feeType: fee.type, feeAmount: fee.amount } });
}

/** The fee the transaction's search declared, if it declared one. */
export async function searchFee(db: Db, bapId: string, transactionId: string): Promise<FinderFee | null> {
  const [row] = await db
    .select({ type: ondcSearchFees.feeType, amount: ondcSearchFees.feeAmount })
    .from(ondcSearchFees)
    .where(and(eq(ondcSearchFees.bapId, bapId), eq(ondcSearchFees.transactionId, transactionId)));
  return row ?? null;
}
