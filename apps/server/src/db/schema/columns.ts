/** Column helpers shared by the table files beside it (not tables: db/schema.ts does not re-export them). */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
