import { useState } from 'react';
import { Link } from 'react-router';
import { unitLabel, type ProductDto } from '@bazaar/shared';
import { productImage, productThumb } from '@/lib/images';
import { canShop, useAuth } from '@/lib/auth';
import { Button, ButtonLink } from '@/components/ui/button';
import { PriceLine, UnitPrice } from '@/components/ui/price-line';
import { Icon } from '@/components/ui/icons';
import { RatingSummary } from '@/components/ui/rating';
import { t } from '@/i18n/i18n';
import { subCategoryText, unitText } from '@/lib/labels';

const LOW_STOCK = 5;

function ProductImage({ product }: { product: ProductDto }) {
  const [src, setSrc] = useState(() => productThumb(product.image));
  if (!src) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-saffron-100 to-saffron-300" aria-hidden="true">
        <span className="text-4xl font-black text-saffron-800/70">{product.name.slice(0, 1).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={product.name}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      onError={() => setSrc((cur) => (cur === productThumb(product.image) ? productImage(product.image) : null))}
    />
  );
}

export function ProductCard({
  product,
  onAdd,
  adding,
  takingOrders = true,
}: {
  product: ProductDto;
  onAdd: (p: ProductDto) => void;
  adding: boolean;
  /** False while the shop takes no orders: a notice where Add to Cart would be. */
  takingOrders?: boolean;
}) {
  const out = !product.inStock || product.quantity <= 0;
  const low = !out && product.quantity <= LOW_STOCK;
  const unit = unitLabel(product.unit, product.netQuantity);
  // Owners cannot buy (issue 22 #3): no Add to Cart for them.
  const shopper = canShop(useAuth().user?.role);
  // A product with options is added from its page, where the shopper picks a size or colour (issue 24 #2).
  const hasOptions = product.options.length > 0;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-ink-100">
        <ProductImage product={product} />
        {out && (
          <span className="absolute top-2 left-2 rounded-full bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white sm:top-3 sm:left-3 sm:px-2.5 sm:py-1">
            {t('shop.outOfStock')}
          </span>
        )}
      </div>
      {/* Two columns on phones (issue 10 #18): a compact card there; the description and chips from 640 px. */}
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h3 className="text-sm leading-snug font-bold break-words text-ink-900 sm:text-base">
          <Link
            to={`/product/${product._id}`}
            className="hover:text-saffron-800 hover:underline focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <RatingSummary rating={product.rating} />
        <PriceLine p={product} from={hasOptions} unit={unit} />
        <UnitPrice unitPrice={product.unitSalePrice} />
        <p className="hidden text-sm text-ink-700 sm:line-clamp-3">{product.description}</p>
        <div className="hidden flex-wrap gap-2 text-xs sm:flex">
          {unit && <span className="rounded-full bg-ink-100 px-2 py-0.5 text-ink-700">{t('shop.soldByUnit', { unit: unitText(unit) })}</span>}
          {product.subCategory && <span className="rounded-full bg-accent-50 px-2 py-0.5 text-accent-800">{subCategoryText(product.subCategory)}</span>}
        </div>
        {low && <p className="text-sm font-semibold text-saffron-800">{t('shop.onlyLeft', { count: product.quantity })}</p>}
        <div className="mt-auto pt-2">
          {/* Out of stock: a plain notice where the button would be, not a dimmed button that looks like it might work. */}
          {!takingOrders ? (
            <p className="flex min-h-10 items-center text-sm font-semibold text-red-800" data-testid="not-taking-orders">
              {t('home.notTakingOrders')}
            </p>
          ) : out ? (
            <p className="flex h-10 items-center gap-2 text-sm font-semibold text-red-700" data-testid="out-of-stock">
              <Icon name="box" className="size-4" />
              {t('shop.outOfStock')}
            </p>
          ) : !shopper ? null : hasOptions ? (
            <ButtonLink to={`/product/${product._id}`} variant="secondary" className="w-full" aria-label={t('shop.chooseOptionsFor', { name: product.name })}>
              {t('shop.chooseOptions')}
            </ButtonLink>
          ) : (
            <Button className="w-full" onClick={() => onAdd(product)} loading={adding} aria-label={t('shop.addToCartFor', { name: product.name })}>
              {t('shop.addToCart')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The product grid's classes, shared by the list and its loading skeleton so both take the same space. */
export const productGridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';

/** Grey cards the size of product cards, shown while the products load, so the page does not jump. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status">
      <ul className={productGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm">
              <div className="aspect-square animate-pulse bg-ink-100" />
              <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
                <div className="h-5 w-3/4 rounded bg-ink-100" />
                <div className="h-7 w-1/3 rounded bg-ink-100" />
                <div className="h-14 rounded bg-ink-100" />
                <div className="mt-auto h-10 rounded-lg bg-ink-100" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">{t('shop.loadingProducts')}</span>
    </div>
  );
}
