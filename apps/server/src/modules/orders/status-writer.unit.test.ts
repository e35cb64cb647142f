import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One status writer (issue 23 #2, decision 055): `orders.status` changes only through `changeOrderStatus`, whose
 * one write is `updateOrderStatus` (`WHERE status = $from`, checked against the transition table). Any other
 * update of the column — Drizzle's `.update(orders).set({ status … })` or raw SQL — fails this test, as does a call
 * of `updateOrderStatus` from anywhere but the status service. Inserting orders (checkout, the demo data) is not a
 * status change. Migrations are history and are not read.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The places in `text` that write an order's status: one entry per write, with its line. */
function statusWrites(text: string): number[] {
  const lines: number[] = [];
  const lineOf = (i: number) => text.slice(0, i).split('\n').length;
  for (const m of text.matchAll(/\.update\(\s*orders\s*\)/g)) {
    const rest = text.slice(m.index);
    const end = rest.search(/\.where\(|;/);
    const statement = end === -1 ? rest : rest.slice(0, end);
    if (/\.set\(\{[\s\S]*\bstatus\b\s*[:,}]/.test(statement)) lines.push(lineOf(m.index));
  }
  for (const m of text.matchAll(/update\s+"?orders"?\s+set\b[^;`]*?\bstatus\s*=/gi)) lines.push(lineOf(m.index));
  return lines;
}

describe('one writer of orders.status', () => {
  const files = sources(src);

  it('finds writes in both forms (the detector itself)', () => {
    expect(statusWrites("await db.update(orders).set({ status: 'Cancelled', cancelledAt: at }).where(eq(orders.id, id));")).toEqual([1]);
    expect(statusWrites('db.update(orders)\n  .set({ codConfirmedAt: at, status })\n  .where(x)')).toEqual([1]);
    expect(statusWrites("sql`update orders set cancelled_at = now(), status = 'Cancelled' where id = ${id}`")).toEqual([1]);
    expect(statusWrites('db.update(orders).set({ codConfirmedAt: at }).where(eq(orders.status, "Pending"))')).toEqual([]);
  });

  it('only updateOrderStatus in order-status.repo.ts writes it', () => {
    const writers = files.flatMap((f) => statusWrites(fs.readFileSync(f, 'utf8')).map((line) => `${path.relative(src, f)}:${line}`));
    expect(writers).toHaveLength(1);
    expect(writers[0]).toMatch(/^modules\/orders\/order-status\.repo\.ts:\d+$/);
    // …inside the function updateOrderStatus: the last function declared above the write is that one.
    const repo = fs.readFileSync(path.join(src, 'modules/orders/order-status.repo.ts'), 'utf8').split('\n');
    const above = repo.slice(0, Number(writers[0]!.split(':')[1])).join('\n');
    expect([...above.matchAll(/export async function (\w+)\(/g)].at(-1)?.[1]).toBe('updateOrderStatus');
  });

  it('only changeOrderStatus calls updateOrderStatus', () => {
    const callers = files.filter((f) => /\bupdateOrderStatus\(/.test(fs.readFileSync(f, 'utf8').replace(/export async function updateOrderStatus\(/, '')));
    expect(callers.map((f) => path.relative(src, f))).toEqual([path.join('modules', 'orders', 'order-status.service.ts')]);
  });
});
