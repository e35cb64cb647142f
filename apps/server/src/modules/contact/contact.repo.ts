import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(row);
}

export function selectContactMessages(db: Db): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(...newestFirst);
}

export async function selectContactMessagePage(db: Db, page: number, pageSize: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function selectContactMessage(db: Db, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function updateContactMessage(
  db: Db,
  id: string,
  set: Partial<Pick<ContactMessageRow, 'status' | 'reply' | 'repliedBy' | 'repliedAt'>>,
): Promise<void> {
  await db.update(contactMessages).set(set).where(eq(contactMessages.id, id));
}

/** The contact messages sent from one email (a person's data export, issue 26 #7). */
export function selectContactMessagesFrom(db: Db, email: string, limit = 1000): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .orderBy(...newestFirst)
    .limit(limit);
}
