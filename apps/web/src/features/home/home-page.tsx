import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { shopCategoryLabel } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
// Direct imports, not the components/ui barrel: the barrel would put every UI component (dialogs, badges…)
// into the first page's JavaScript.
import { Button } from '@/components/ui/button';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { Field, Input, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Pagination } from '@/components/ui/pagination';
import { useShopFacets, useShops, type ShopFilters } from './api/get-shops';
import { HeroCarousel } from './components/hero-carousel';
import { ShopCard, ShopGridSkeleton } from './components/shop-card';
import { t } from '@/i18n/i18n';
import { categoryText } from '@/lib/labels';

// Off the first page's JavaScript: product hits show only after a search, and the theme gallery sits
// below the shop list, so their code loads when they render.
const ProductResults = lazy(() => import('./components/product-results').then((m) => ({ default: m.ProductResults })));
const ThemeGallery = lazy(() => import('./components/theme-gallery').then((m) => ({ default: m.ThemeGallery })));
const LatestProducts = lazy(() => import('./components/latest-products').then((m) => ({ default: m.LatestProducts })));

function readFilters(params: URLSearchParams): ShopFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    location: params.get('location') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** What the home's search field hands to `searchField`: the field's id and text, from the page's form. */
export interface HomeSearchField {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  'aria-describedby'?: string;
}

/**
 * `searchField`: the field that shows the typeahead's products and shops as one types (issue 25 #1, the nav's
 * combobox, given by the router: a feature does not import another). Without it, a plain text field.
 */
export function HomePage({ searchField }: { searchField?: (field: HomeSearchField) => ReactNode } = {}) {
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

  // Search as you type, settled for 300 ms: only typing restarts the wait.
  const isNewSearch = useEffectEvent((text: string) => text !== filters.search);
  const searchFor = useEffectEvent((text: string) => update({ search: text }));
  useEffect(() => {
    const text = searchText.trim();
    if (!isNewSearch(text)) return;
    const id = window.setTimeout(() => searchFor(text), 300);
    return () => window.clearTimeout(id);
  }, [searchText]);

  const data = shops.data;
  const hasFilters = !!(filters.search || filters.category || filters.location);

  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      {/* Phones: tighter spacing, a shorter banner and a compact search, so the first shop shows on the first screen. */}
      <Page className="space-y-5 pt-3 sm:space-y-12 sm:pt-8">
        <HeroCarousel />

        <section id="shops" aria-labelledby="shops-title" className="scroll-mt-24 space-y-3 sm:space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-x-2">
            <div>
              <h2 id="shops-title" className="text-xl font-bold text-ink-900 sm:text-3xl">
                {t('home.shopsNearYou')}
              </h2>
              <p className="hidden text-ink-600 sm:block">{t('home.shopsIntro')}</p>
            </div>
            {/* Always there (a no-break space until the count arrives), so the row keeps its height. */}
            <p className="text-sm text-ink-600" aria-live="polite">
              {data ? t('home.shopsFound', { count: data.total }) : '\u00a0'}
            </p>
          </div>

          <form
            role="search"
            aria-label={t('home.findShop')}
            className="grid grid-cols-2 gap-3 rounded-2xl border border-ink-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              update({ search: searchText.trim() });
            }}
          >
            <Field label={t('home.searchShops')} className="col-span-2 lg:col-span-1">
              {(p) =>
                searchField ? (
                  searchField({
                    id: p.id,
                    'aria-describedby': p['aria-describedby'],
                    placeholder: t('home.searchPlaceholder'),
                    value: searchText,
                    onChange: setSearchText,
                  })
                ) : (
                  <Input {...p} type="search" placeholder={t('home.searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
                )
              }
            </Field>
            <Field label={t('home.category')}>
              {(p) => (
                <Select {...p} value={filters.category} onChange={(e) => update({ category: e.target.value })}>
                  <option value="">{t('home.all')}</option>
                  {facets.data?.categories.map((c) => (
                    <option key={c} value={c}>
                      {categoryText(shopCategoryLabel(c))}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('home.location')}>
              {(p) => (
                <Select {...p} value={filters.location} onChange={(e) => update({ location: e.target.value })}>
                  <option value="">{t('home.all')}</option>
                  {facets.data?.locations.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {/* Phones: only when there is something to clear (it would push the shops off the first screen). */}
            <div className={hasFilters ? 'col-span-2 lg:col-span-1' : 'hidden lg:block'}>
              <Button
                variant="outline"
                className="w-full"
                disabled={!hasFilters}
                onClick={() => {
                  setSearchText('');
                  setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
                }}
              >
                {t('home.clearFilters')}
              </Button>
            </div>
          </form>

          {filters.search.trim().length >= 2 && (
            <Suspense fallback={null}>
              <ProductResults search={filters.search} />
            </Suspense>
          )}

          {shops.isPending ? (
            <ShopGridSkeleton />
          ) : shops.isError && !data ? (
            <LoadFailed title={t('home.shopsFailed')} error={shops.error} onRetry={() => void shops.refetch()} />
          ) : !data || data.items.length === 0 ? (
            <EmptyState title={hasFilters ? t('home.noMatch') : t('home.noShops')} icon="store">
              <p className="text-ink-600">{hasFilters ? t('home.noMatchHint') : t('home.noShopsHint')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${shops.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={shops.isFetching}>
                {data.items.map((s, i) => (
                  <li key={s._id} className="flex">
                    <div className="w-full">
                      <ShopCard shop={s} priority={i === 0} />
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                label={t('home.shopPages')}
                onChange={(page) => {
                  update({ page });
                  document.getElementById('shops')?.scrollIntoView({ behavior: 'smooth' });
                }}
              />
            </>
          )}
        </section>

        {!hasFilters && (
          <Suspense fallback={null}>
            <LatestProducts />
          </Suspense>
        )}

        <Suspense fallback={null}>
          <ThemeGallery
            onPick={(search) => {
              setSearchText(search);
              setParams(new URLSearchParams({ search }), { preventScrollReset: true });
              document.getElementById('shops')?.scrollIntoView({ behavior: 'smooth' });
            }}
          />
        </Suspense>
      </Page>
    </>
  );
}
