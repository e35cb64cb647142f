import { categoryLabel, unitLabel } from '@bazaar/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { canShop, useAuth } from '@/lib/auth';
import { formatRupees } from '@/lib/format';
import { productImage } from '@/lib/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Page } from '@/components/ui/page';
import { RatingSummary } from '@/components/ui/rating';
import { Spinner } from '@/components/ui/spinner';
import { useAddProductToCart, useProduct, useProductShop } from './api/get-product';
import { ProductReviews } from './components/product-reviews';

/** /product/:id — one product: a large image that enlarges on click or Enter, its price and stock, Add to Cart, its shop. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const shop = useProductShop(product.data?.shopId);
  const add = useAddProductToCart();
  const [zoomed, setZoomed] = useState(false);
  const shopper = canShop(useAuth().user?.role);
  usePageTitle(product.data?.name ?? 'Product');

  if (product.isPending) return <Spinner label="Loading the product" />;
  if (product.isError) {
    const missing = isApiError(product.error) && product.error.status === 404;
    return (
      <Page narrow className="py-12">
        <EmptyState title={missing ? 'Product not found' : 'Could not load this product'} icon="box">
          <p className="text-ink-600">{missing ? 'It may have been removed, or its shop is closed.' : 'Please check your connection and try again.'}</p>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  const p = product.data;
  const full = productImage(p.image);
  const out = !p.inStock || p.quantity <= 0;
  const shopName = shop.data?.name;

  return (
    <Page className="max-w-5xl">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-ink-600">
        <Link to="/" className="hover:text-saffron-800 hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        {shopName ? (
          <Link to={`/shop/${p.shopId}`} className="hover:text-saffron-800 hover:underline">
            {shopName}
          </Link>
        ) : (
          <span>Shop</span>
        )}
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{p.name}</span>
      </nav>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div>
          {full ? (
            <button
              type="button"
              onClick={() => setZoomed(true)}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-ink-200 bg-ink-100 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              aria-label={`Tap to enlarge the picture of ${p.name}`}
              data-testid="product-image"
            >
              <img src={full} alt={p.name} width={800} height={800} className="aspect-square w-full object-cover" />
              <span className="absolute right-3 bottom-3 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-semibold text-white">Tap to enlarge</span>
            </button>
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-2xl bg-gradient-to-br from-saffron-100 to-saffron-300" aria-hidden="true">
              <span className="text-7xl font-black text-saffron-800/70">{p.name.slice(0, 1).toUpperCase()}</span>
            </div>
          )}
        </div>
        <div className="space-y-4">
          <h1 className="text-2xl font-extrabold break-words text-ink-900 sm:text-3xl">{p.name}</h1>
          <RatingSummary rating={p.rating} />
          <p className="text-3xl font-extrabold text-saffron-800">
            {formatRupees(p.price)}
            {unitLabel(p.unit, p.netQuantity) && <span className="ml-1 text-base font-medium text-ink-600">/ {unitLabel(p.unit, p.netQuantity)}</span>}
          </p>
          <p className="text-sm text-ink-700">
            Sold by{' '}
            {shopName ? (
              <Link to={`/shop/${p.shopId}`} className="font-semibold text-accent-800 hover:underline" data-testid="product-shop-link">
                {shopName}
              </Link>
            ) : (
              <span>…</span>
            )}
            {shop.data?.location && <span> · {shop.data.location}</span>}
          </p>
          {shop.data?.takingOrders === false ? (
            <p role="status" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900" data-testid="not-taking-orders">
              {shop.data.name} is not taking orders right now. Please order from another shop for now.
            </p>
          ) : out ? (
            <p className="flex items-center gap-2 font-semibold text-red-700" data-testid="out-of-stock">
              <Icon name="box" className="size-5" /> Out of stock
            </p>
          ) : (
            <>
              {p.quantity <= 5 && <p className="font-semibold text-saffron-800">Only {p.quantity} left</p>}
              {shopper && (
                <Button size="lg" className="w-full sm:w-auto" onClick={() => add.mutate(p)} loading={add.isPending}>
                  Add to Cart
                </Button>
              )}
            </>
          )}
          <p className="text-ink-800 break-words whitespace-pre-line">{p.description}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-ink-600">Category</dt>
            <dd>{categoryLabel(p.category)}</dd>
            {p.subCategory && (
              <>
                <dt className="text-ink-600">For</dt>
                <dd>{p.subCategory}</dd>
              </>
            )}
            {unitLabel(p.unit, p.netQuantity) && (
              <>
                <dt className="text-ink-600">Sold per</dt>
                <dd>{unitLabel(p.unit, p.netQuantity)}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <ProductReviews productId={p._id} rating={p.rating} />
      {full && (
        <Modal open={zoomed} title={p.name} onClose={() => setZoomed(false)} className="w-[min(64rem,calc(100vw-1rem))]">
          <img src={full} alt={p.name} className="max-h-[80dvh] w-full object-contain" data-testid="zoomed-image" />
        </Modal>
      )}
    </Page>
  );
}
