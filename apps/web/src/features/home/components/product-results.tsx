import type { ProductSearchItem } from '@bazaar/shared';
import { useState } from 'react';
import { ProductTile } from '@/components/ui/product-tile';
import { Pagination } from '@/components/ui/pagination';
import { useProductSearch } from '../api/search-products';
import { t } from '@/i18n/i18n';

/**
 * Products from every shop that match the home search (issue 10 #18), beside the shops it finds: each opens
 * its product page, which has Add to Cart and the shop's link. Nothing shows for terms under 2 characters.
 */
export function ProductResults({ search }: { search: string }) {
  const [state, setState] = useState({ search, page: 1 });
  // A new term starts at its first page (set while rendering: no extra render with the old page).
  if (state.search !== search) setState({ search, page: 1 });
  const page = state.search === search ? state.page : 1;
  const hits = useProductSearch(search, page);
  const data = hits.data;
  if (search.trim().length < 2 || !data || data.total === 0) return null;
  return (
    <section aria-labelledby="product-hits-title" className="space-y-3" data-testid="product-results">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="product-hits-title" className="text-lg font-bold text-ink-900 sm:text-2xl">
          {t('home.productsMatching', { search: search.trim() })}
        </h2>
        <p className="text-sm text-ink-600">{t('home.productsFound', { count: data.total })}</p>
      </div>
      <ProductHitGrid items={data.items} busy={hits.isFetching} dim={hits.isPlaceholderData} />
      {data.totalPages > 1 && (
        <Pagination page={data.page} totalPages={data.totalPages} label={t('home.productPages')} onChange={(p) => setState({ search, page: p })} />
      )}
    </section>
  );
}

/** Product cards in a grid (two a row on a phone): each opens its product page. Used by search and "Fresh from local shops". */
export function ProductHitGrid({ items, busy = false, dim = false }: { items: ProductSearchItem[]; busy?: boolean; dim?: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${dim ? 'opacity-60' : ''}`} aria-busy={busy}>
      {items.map((p) => (
        <ProductTile key={p._id} p={p} soldOut={t('home.outOfStock')} testId="product-hit" />
      ))}
    </ul>
  );
}
