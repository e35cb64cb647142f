import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SearchReply, SearchSort } from '@bazaar/shared';
import { api } from '@/lib/api';
import type { MessageId } from '@/i18n/i18n';

/** How many product and shop hits the typeahead lists. */
export const TYPEAHEAD_LIMIT = 5;
/** Results page size. */
export const SEARCH_PAGE_SIZE = 24;
/** The typeahead waits this long after the last key before it asks. */
export const TYPEAHEAD_DELAY_MS = 200;

/** The results page's sort orders, as the server names them (`relevance` is the default, left out of the URL). */
export const SEARCH_SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: MessageId }> = [
  { value: 'relevance', label: 'search.sort.relevance' },
  { value: 'newest', label: 'search.sort.newest' },
  { value: 'price_asc', label: 'search.sort.priceAsc' },
  { value: 'price_desc', label: 'search.sort.priceDesc' },
  { value: 'discount', label: 'search.sort.discount' },
  { value: 'rating', label: 'search.sort.rating' },
];

/** What the results page reads from its URL (/search?q=&page=&category=&shop=&price=&size=&colour=&sort=&pin=). */
export interface SearchParams {
  q: string;
  page: number;
  category?: string;
  shop?: string;
  price?: string;
  size?: string;
  colour?: string;
  sort?: SearchSort;
  pin?: string;
}

export function readSearchParams(params: URLSearchParams): SearchParams {
  const page = Number(params.get('page') ?? '1');
  const opt = (k: string) => params.get(k)?.trim() || undefined;
  return {
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1,
    category: opt('category'),
    shop: opt('shop'),
    price: opt('price'),
    size: opt('size'),
    colour: opt('colour'),
    sort: SEARCH_SORT_OPTIONS.find((o) => o.value !== 'relevance' && o.value === params.get('sort'))?.value,
    pin: /^[1-9][0-9]{5}$/.test(params.get('pin') ?? '') ? (params.get('pin') as string) : undefined,
  };
}

/** The URL of the results page for these parameters (empty ones left out). */
export function searchUrl(p: Partial<SearchParams> & { q: string }): string {
  const out = new URLSearchParams({ q: p.q.trim() });
  for (const k of ['category', 'shop', 'price', 'size', 'colour', 'sort', 'pin'] as const) if (p[k] && p[k] !== 'relevance') out.set(k, p[k]);
  if (p.page && p.page > 1) out.set('page', String(p.page));
  return `/search?${out.toString()}`;
}

const fetchSearch = (query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  api.get('/api/search', { query, signal }) as Promise<SearchReply>;

/** GET /api/search for the results page: one page of product hits, the shops, facets and did-you-mean. */
export function useSearch(p: SearchParams) {
  return useQuery({
    queryKey: ['search', 'page', p] as const,
    queryFn: ({ signal }) =>
      fetchSearch(
        {
          q: p.q,
          page: p.page,
          limit: SEARCH_PAGE_SIZE,
          category: p.category,
          shop: p.shop,
          price: p.price,
          size: p.size,
          colour: p.colour,
          sort: p.sort,
          pin: p.pin,
        },
        signal,
      ),
    enabled: p.q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The typeahead's hits for what is being typed: asked 200 ms after the last key, and a stale request is
 * aborted (TanStack Query aborts the signal of a query nobody reads any more).
 */
export function useTypeahead(text: string) {
  const q = useDebounced(text.trim(), TYPEAHEAD_DELAY_MS);
  const query = useQuery({
    queryKey: ['search', 'typeahead', q] as const,
    queryFn: ({ signal }) => fetchSearch({ q, limit: TYPEAHEAD_LIMIT, view: 'typeahead' }, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, q };
}
