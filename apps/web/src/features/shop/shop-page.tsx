import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PRICE_RANGES } from '@bazaar/shared';
import { usePageTitle } from '../../hooks/use-page-title';
import { isApiError } from '../../lib/api';
import { shopImage } from '../../lib/images';
import { ButtonLink, cn, EmptyState, Field, Input, Page, Pagination } from '../../components/ui';
import { readProductFilters, useShop, useShopProducts } from './api/get-shop';
import { useAddToCart } from './api/add-to-cart';
import { ProductCard, ProductGridSkeleton, productGridClass } from './components/product-card';

export function ShopPage() {
  const { shopId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { search, price, page } = readProductFilters(params);
  const [searchText, setSearchText] = useState(search);

  const shop = useShop(shopId);
  const products = useShopProducts(shopId, { search, price, page });
  const add = useAddToCart();
  usePageTitle(shop.data?.name ?? 'Shop');

  function update(next: { search?: string; price?: string; page?: number }) {
    const p = new URLSearchParams();
    const s = next.search ?? search;
    const pr = next.price ?? price;
    const pg = next.page ?? 1;
    if (s) p.set('search', s);
    if (pr !== 'all') p.set('price', pr);
    if (pg > 1) p.set('page', String(pg));
    setParams(p, { replace: next.page === undefined, preventScrollReset: true });
  }

  useEffect(() => {
    if (searchText.trim() === search) return;
    const id = window.setTimeout(() => update({ search: searchText.trim() }), 300);
    return () => window.clearTimeout(id);
  }, [searchText]);

  if (shop.isError && isApiError(shop.error) && shop.error.status === 404) {
    return (
      <Page narrow className="py-16">
        <EmptyState title="Shop not found" icon="store">
          <p className="text-ink-600">This shop may have closed or the link is wrong.</p>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  const banner = shopImage(shop.data?.image);
  const data = products.data;

  return (
    <Page className="space-y-8">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
        <Link to="/" className="hover:text-saffron-800 hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{shop.data?.name ?? 'Shop'}</span>
      </nav>

      <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent-800 to-accent-900 text-white shadow-lg">
        {banner && (
          <img
            src={banner}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover opacity-35"
          />
        )}
        {/* A minimum height that fits a two-line shop name on a phone: the banner keeps its size when the shop
            arrives, so nothing below it moves. The category line holds a no-break space until then. */}
        <div className="relative min-h-68 space-y-2 px-6 py-10 sm:min-h-56 sm:px-10">
          <p className="text-sm font-semibold tracking-widest text-accent-100 uppercase">
            {shop.data ? `${shop.data.category} · ${shop.data.location}` : '\u00a0'}
          </p>
          <h1 className="text-3xl font-extrabold drop-shadow sm:text-4xl">{shop.data ? `Welcome to ${shop.data.name}` : 'Welcome to the shop'}</h1>
          <p className="max-w-2xl text-white/90">Browse the products below, add what you need to your cart and pay cash when it is delivered.</p>
        </div>
      </header>

      <section aria-label="Find products" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ search: searchText.trim() });
          }}
        >
          <Field label="Search products">
            {(p) => (
              <Input {...p} type="search" placeholder="Search by name or description" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            )}
          </Field>
        </form>
        <div role="group" aria-label="Filter by price (₹)" className="flex flex-wrap gap-2">
          <span className="mr-1 self-center text-sm font-medium text-ink-800" aria-hidden="true">
            Price (₹):
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
              {r.label}
            </button>
          ))}
        </div>
      </section>

      <section aria-label="Products" className="space-y-6">
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : !data || data.items.length === 0 ? (
          <EmptyState title="No products found" icon="search">
            {(search || price !== 'all') && <p className="text-ink-600">Try another search or price range.</p>}
          </EmptyState>
        ) : (
          <>
            <ul className={cn(productGridClass, products.isPlaceholderData && 'opacity-60')}>
              {data.items.map((p) => (
                <li key={p._id}>
                  <ProductCard product={p} onAdd={(prod) => add.mutate(prod)} adding={add.isPending && add.variables?._id === p._id} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} label="Product pages" onChange={(pg) => update({ page: pg })} />
          </>
        )}
      </section>
    </Page>
  );
}
