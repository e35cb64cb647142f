import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { openStateAt, pinLabel, PRICE_RANGES, shopCategoryLabel, shortTime, type HoursLike, type RatingDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api';
import { shopImage, shopThumb } from '@/lib/images';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Pagination } from '@/components/ui/pagination';
import { readProductFilters, useShop, useShopOptionValues, useShopProducts } from './api/get-shop';
import { ProductSortAndFilters } from './components/product-sort-filters';
import { useAddToCart } from './api/add-to-cart';
import { ProductCard, ProductGridSkeleton, productGridClass } from './components/product-card';
import { t } from '@/i18n/i18n';
import { categoryText } from '@/lib/labels';

/** "Delivers across India" or "Delivers to PIN codes 560001, 561xxx" (`describeDeliveryArea` of packages/shared, in the active language). */
function deliveryAreaText(pins: readonly string[] | null | undefined): string {
  if (!pins || pins.length === 0) return t('shop.deliversEverywhere');
  return t('shop.deliversTo', { count: pins.length, pins: pins.map(pinLabel).join(', ') });
}

const DAY_KEYS = ['shop.day1', 'shop.day2', 'shop.day3', 'shop.day4', 'shop.day5', 'shop.day6', 'shop.day7'] as const;

/** "Open now · closes at 21:00" or when it opens next, in India's time; nothing when the shop gave no hours (issue 29 #7). */
export function openingText(hours: HoursLike | undefined, now: Date): string | null {
  const s = openStateAt(hours ?? [], now);
  if (s.state === 'open') return t('shop.openNow', { time: shortTime(s.closes) });
  if (s.state !== 'closed') return null;
  const time = shortTime(s.opens);
  if (s.inDays === 0) return t('shop.opensToday', { time });
  if (s.inDays === 1) return t('shop.opensTomorrow', { time });
  return t('shop.opensOn', { day: t(DAY_KEYS[s.day - 1]!), time });
}

/**
 * /shop/:shopId — the shop's banner, hours and products. `reviews` draws the shop's reviews under them: the
 * reviews domain's section, handed in by app/router.tsx (features never import each other; decision 061).
 */
export function ShopPage({ reviews }: { reviews: (shopId: string, rating: RatingDto | undefined) => ReactNode }) {
  const { shopId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = readProductFilters(params);
  const { search, price, sort, size, colour, inStock } = filters;
  const [searchText, setSearchText] = useState(search);

  const shop = useShop(shopId);
  const products = useShopProducts(shopId, filters);
  const optionValues = useShopOptionValues(shopId);
  const add = useAddToCart();
  usePageTitle(shop.data?.name ?? t('shop.shop'));

  function update(next: { search?: string; price?: string; page?: number; sort?: string; size?: string; colour?: string; inStock?: boolean }) {
    const p = new URLSearchParams();
    const s = next.search ?? search;
    const pr = next.price ?? price;
    const pg = next.page ?? 1;
    const so = next.sort ?? sort;
    const si = next.size ?? size;
    const co = next.colour ?? colour;
    const st = next.inStock ?? inStock;
    if (s) p.set('search', s);
    if (pr !== 'all') p.set('price', pr);
    if (so !== 'newest') p.set('sort', so);
    if (si) p.set('size', si);
    if (co) p.set('colour', co);
    if (st) p.set('inStock', 'true');
    if (pg > 1) p.set('page', String(pg));
    setParams(p, { replace: next.page === undefined, preventScrollReset: true });
  }

  // Search as you type, settled for 300 ms: only typing restarts the wait.
  const isNewSearch = useEffectEvent((text: string) => text !== search);
  const searchFor = useEffectEvent((text: string) => update({ search: text }));
  useEffect(() => {
    const text = searchText.trim();
    if (!isNewSearch(text)) return;
    const id = window.setTimeout(() => searchFor(text), 300);
    return () => window.clearTimeout(id);
  }, [searchText]);

  if (shop.isError && isApiError(shop.error) && shop.error.status === 404) {
    return (
      <Page narrow className="py-16">
        <EmptyState title={t('shop.notFound')} icon="store">
          <p className="text-ink-600">{t('shop.notFoundHint')}</p>
          <ButtonLink to="/">{t('shop.backHome')}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  const banner = shopImage(shop.data?.image);
  const bannerThumb = shopThumb(shop.data?.image);
  const data = products.data;

  return (
    <Page className="space-y-8">
      <nav aria-label={t('shop.breadcrumb')} className="text-sm text-ink-600">
        <Link to="/" className="hover:text-saffron-800 hover:underline">
          {t('nav.home')}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{shop.data?.name ?? t('shop.shop')}</span>
      </nav>

      {/* The shop's photo sits beside the heading, not under it: a photo with its own sign or text behind a
          heading made both unreadable. Fixed sizes keep the page from moving when the shop arrives. */}
      <header className="grid overflow-hidden rounded-3xl bg-gradient-to-br from-accent-800 to-accent-900 text-white shadow-lg md:grid-cols-[1fr_22rem]">
        <div className="min-h-52 space-y-2 px-6 py-8 sm:min-h-56 sm:px-10 sm:py-10 md:order-1">
          <p className="text-sm font-semibold tracking-widest text-accent-100 uppercase">
            {shop.data ? `${categoryText(shopCategoryLabel(shop.data.category))} · ${shop.data.location}` : '\u00a0'}
          </p>
          <h1 className="text-3xl font-extrabold break-words sm:text-4xl">{shop.data ? t('shop.welcomeTo', { shop: shop.data.name }) : t('shop.welcome')}</h1>
          <p className="max-w-2xl text-white/90">{t('shop.intro')}</p>
          {shop.data && (
            <p className="max-w-2xl text-sm font-semibold text-accent-100" data-testid="delivery-area">
              {deliveryAreaText(shop.data.deliveryPins)}
            </p>
          )}
          {shop.data && openingText(shop.data.openingHours, new Date()) && (
            <p className="max-w-2xl text-sm font-semibold text-white" data-testid="opening-hours">
              {openingText(shop.data.openingHours, new Date())}
            </p>
          )}
        </div>
        <div className="order-first aspect-[3/1] bg-accent-900/60 md:order-2 md:aspect-auto md:h-full">
          {banner && (
            // Phones (the picture is 360 px wide there) get the 480 px thumbnail every upload keeps, wider screens
            // the full picture; the server preloads the same choice from the HTML (decision 053).
            <picture className="contents">
              <source media="(min-width: 768px)" srcSet={banner} />
              <img
                src={bannerThumb ?? banner}
                alt={shop.data ? `${shop.data.name}` : ''}
                width={1200}
                height={400}
                fetchPriority="high"
                decoding="async"
                className="h-full w-full object-cover"
                onError={(e) => {
                  // An image stored before thumbnails existed: the full picture instead.
                  if (e.currentTarget.getAttribute('src') !== banner) e.currentTarget.src = banner;
                }}
              />
            </picture>
          )}
        </div>
      </header>
      {shop.data?.takingOrders === false && (
        <p role="status" className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900">
          {t('shop.notTakingOrders', { shop: shop.data.name })}
        </p>
      )}

      <section aria-label={t('shop.findProducts')} className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ search: searchText.trim() });
          }}
        >
          <Field label={t('shop.searchProducts')}>
            {(p) => <Input {...p} type="search" placeholder={t('shop.searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />}
          </Field>
        </form>
        <div role="group" aria-label={t('shop.filterByPrice')} className="flex flex-wrap gap-2">
          <span className="mr-1 self-center text-sm font-medium text-ink-800" aria-hidden="true">
            {t('shop.priceLabel')}
          </span>
          {PRICE_RANGES.map((r) => (
            <button
              key={r.key}
              type="button"
              aria-pressed={price === r.key}
              onClick={() => update({ price: r.key })}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-1',
                price === r.key ? 'border-saffron-700 bg-saffron-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50',
              )}
            >
              {r.key === 'all' ? t('home.all') : r.key === '1000+' ? t('shop.priceAbove1000') : r.label}
            </button>
          ))}
        </div>
        <ProductSortAndFilters
          sort={sort}
          size={size}
          colour={colour}
          inStock={inStock}
          sizes={optionValues.data?.sizes ?? []}
          colours={optionValues.data?.colours ?? []}
          onChange={update}
        />
      </section>

      <section aria-label={t('nav.products')} className="space-y-6">
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.isError && !data ? (
          <LoadFailed title={t('shop.productsFailed')} error={products.error} onRetry={() => void products.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState title={t('shop.noProducts')} icon="search">
            {(search || price !== 'all' || size || colour || inStock) && <p className="text-ink-600">{t('shop.noProductsHint')}</p>}
          </EmptyState>
        ) : (
          <>
            <ul className={cn(productGridClass, products.isPlaceholderData && 'opacity-60')}>
              {data.items.map((p) => (
                <li key={p._id}>
                  <ProductCard
                    product={p}
                    onAdd={(prod) => add.mutate(prod)}
                    adding={add.isPending && add.variables?._id === p._id}
                    takingOrders={shop.data?.takingOrders !== false}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} label={t('shop.productPages')} onChange={(pg) => update({ page: pg })} />
          </>
        )}
      </section>

      {reviews(shopId, shop.data?.rating)}
    </Page>
  );
}
