import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';
// Direct imports, not the components/ui barrel: the barrel would put every UI component (dialogs, badges…)
// into the first page's JavaScript.
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Field, Input, Select } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { Pagination } from '../../components/ui/pagination';
import { useShopFacets, useShops, type ShopFilters } from './api/get-shops';
import { HeroCarousel } from './components/hero-carousel';
import { ShopCard, ShopGridSkeleton } from './components/shop-card';
import { ThemeGallery } from './components/theme-gallery';

function readFilters(params: URLSearchParams): ShopFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    location: params.get('location') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function HomePage() {
  usePageTitle('');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [searchText, setSearchText] = useState(filters.search);
  const shops = useShops(filters);
  const facets = useShopFacets();

  /** Changing any filter resets the page to 1 (spec §4 Home list). */
  function update(next: Partial<ShopFilters>) {
    const merged = { ...filters, ...next };
    if (!('page' in next)) merged.page = 1;
    const p = new URLSearchParams();
    if (merged.search) p.set('search', merged.search);
    if (merged.category) p.set('category', merged.category);
    if (merged.location) p.set('location', merged.location);
    if (merged.page > 1) p.set('page', String(merged.page));
    setParams(p, { replace: !('page' in next), preventScrollReset: true });
  }

  // Search as you type, settled for 300 ms.
  useEffect(() => {
    if (searchText.trim() === filters.search) return;
    const id = window.setTimeout(() => update({ search: searchText.trim() }), 300);
    return () => window.clearTimeout(id);
  }, [searchText]);

  const data = shops.data;
  const hasFilters = !!(filters.search || filters.category || filters.location);

  return (
    <>
      <h1 className="sr-only">Bazaar: shop from local stores, pay cash on delivery</h1>
      <Page className="space-y-12">
        <HeroCarousel />

        <section id="shops" aria-labelledby="shops-title" className="scroll-mt-24 space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id="shops-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
                Shops near you
              </h2>
              <p className="text-ink-600">Groceries, fashion, electronics and building materials from local sellers.</p>
            </div>
            {/* Always there (a no-break space until the count arrives), so the row keeps its height. */}
            <p className="text-sm text-ink-600" aria-live="polite">
              {data ? `${data.total} ${data.total === 1 ? 'shop' : 'shops'} found` : '\u00a0'}
            </p>
          </div>

          <form
            role="search"
            aria-label="Find a shop"
            className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              update({ search: searchText.trim() });
            }}
          >
            <Field label="Search shops">
              {(p) => (
                <Input {...p} type="search" placeholder="Shop, owner, category or city" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
              )}
            </Field>
            <Field label="Category">
              {(p) => (
                <Select {...p} value={filters.category} onChange={(e) => update({ category: e.target.value })}>
                  <option value="">All categories</option>
                  {facets.data?.categories.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Location">
              {(p) => (
                <Select {...p} value={filters.location} onChange={(e) => update({ location: e.target.value })}>
                  <option value="">All locations</option>
                  {facets.data?.locations.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Button
              variant="outline"
              disabled={!hasFilters}
              onClick={() => {
                setSearchText('');
                setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
              }}
            >
              Clear filters
            </Button>
          </form>

          {shops.isPending ? (
            <ShopGridSkeleton />
          ) : !data || data.items.length === 0 ? (
            <EmptyState title={hasFilters ? 'No shops match your search' : 'No shops yet'} icon="store">
              <p className="text-ink-600">{hasFilters ? 'Try another name, category or location.' : 'New shops are joining Bazaar soon.'}</p>
            </EmptyState>
          ) : (
            <>
              <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${shops.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={shops.isFetching}>
                {data.items.map((s) => (
                  <li key={s._id} className="flex">
                    <div className="w-full">
                      <ShopCard shop={s} />
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                label="Shop pages"
                onChange={(page) => {
                  update({ page });
                  document.getElementById('shops')?.scrollIntoView({ behavior: 'smooth' });
                }}
              />
            </>
          )}
        </section>

        <ThemeGallery />
      </Page>
    </>
  );
}
