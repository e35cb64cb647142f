import type { Paged } from '@bazaar/shared';

/** The one paged answer shape of docs/api.md; an empty list still has one (empty) page. */
export function toPaged<T>(items: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { items, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A case-insensitive "contains" pattern for ILIKE; the user's % and _ are literal characters. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
