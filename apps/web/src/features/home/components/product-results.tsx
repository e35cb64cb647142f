import { unitLabel, type ProductSearchItem } from '@bazaar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';
import { productThumb } from '@/lib/images';
import { Pagination } from '@/components/ui/pagination';
import { useProductSearch } from '../api/search-products';

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
          Products matching “{search.trim()}”
        </h2>
        <p className="text-sm text-ink-600">
          {data.total} {data.total === 1 ? 'product' : 'products'} found
        </p>
      </div>
      <ProductHitGrid items={data.items} busy={hits.isFetching} dim={hits.isPlaceholderData} />
      {data.totalPages > 1 && (
        <Pagination page={data.page} totalPages={data.totalPages} label="Product result pages" onChange={(p) => setState({ search, page: p })} />
      )}
    </section>
  );
}

/** Product cards in a grid (two a row on a phone): each opens its product page. Used by search and "Fresh from local shops". */
export function ProductHitGrid({ items, busy = false, dim = false }: { items: ProductSearchItem[]; busy?: boolean; dim?: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${dim ? 'opacity-60' : ''}`} aria-busy={busy}>
      {items.map((p) => {
        const thumb = productThumb(p.image);
        const out = !p.inStock;
        return (
          <li key={p._id}>
            <Link
              to={`/product/${p._id}`}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm hover:border-saffron-400 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              data-testid="product-hit"
            >
              <div className="relative aspect-[4/3] bg-ink-100">
                {thumb && <img src={thumb} alt="" width={320} height={240} loading="lazy" className="h-full w-full object-cover" />}
                {out && <span className="absolute top-2 left-2 rounded-full bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white">Out of stock</span>}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-3">
                <span className="text-sm leading-snug font-bold break-words text-ink-900">{p.name}</span>
                <span className="font-extrabold text-saffron-800">
                  {formatRupees(p.price)}
                  {unitLabel(p.unit, p.netQuantity) && <span className="ml-1 text-xs font-medium text-ink-600">/ {unitLabel(p.unit, p.netQuantity)}</span>}
                </span>
                <span className="mt-auto text-xs break-words text-ink-700">
                  {p.shop.name} · {p.shop.location}
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
