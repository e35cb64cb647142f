import { categoryLabel, toPaise, toRupees, unitLabel, unitSalePrice, variantName, type RatingDto } from '@bazaar/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { canShop, useAuth } from '@/lib/auth';
import { productImage } from '@/lib/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { PriceLine, UnitPrice } from '@/components/ui/price-line';
import { Page } from '@/components/ui/page';
import { RatingSummary } from '@/components/ui/rating';
import { Spinner } from '@/components/ui/spinner';
import { useAddProductToCart, useProduct, useProductShop } from './api/get-product';
import { PhotoGallery } from './components/photo-gallery';
import { ProductDetails } from './components/product-details';
import { firstChoice, variantOf, VariantPicker } from './components/variant-picker';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { categoryText, subCategoryText, unitText } from '@/lib/labels';

/**
 * /product/:id — one product: its photos (a gallery; the one shown enlarges on click or Enter), its price and stock,
 * Add to Cart, its shop. `reviews` draws its reviews: the reviews domain's section, handed in by app/router.tsx.
 */
export function ProductPage({ reviews }: { reviews: (productId: string, rating: RatingDto | undefined) => ReactNode }) {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const shop = useProductShop(product.data?.shopId);
  const add = useAddProductToCart();
  const [zoomed, setZoomed] = useState(false);
  // The options picked (issue 24 #2); null until the shopper picks, so the page opens on the first in stock.
  const [picked, setPicked] = useState<Record<string, string> | null>(null);
  // The photo shown (issue 24 #5); null until the shopper turns the gallery, so it opens on the variant's photo.
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const shopper = canShop(useAuth().user?.role);
  usePageTitle(product.data?.name ?? t('product.title'));

  if (product.isPending) return <Spinner label={t('product.loading')} />;
  if (product.isError) {
    const missing = isApiError(product.error) && product.error.status === 404;
    return (
      <Page narrow className="py-12">
        <EmptyState title={missing ? t('product.notFound') : t('product.loadFailed')} icon="box">
          <p className="text-ink-600">{missing ? t('product.notFoundHint') : t('product.checkConnection')}</p>
          <ButtonLink to="/">{t('product.backHome')}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  const p = product.data;
  const hasOptions = p.options.length > 0;
  const choice = picked ?? firstChoice(p);
  const variant = variantOf(p, choice);
  // Price, MRP, stock and photo follow the variant chosen; a product without options reads as before.
  const shown = hasOptions && variant ? variant : null;
  const photos = p.images.length ? p.images : p.image ? [p.image] : [];
  const variantPhoto = shown?.image ? photos.indexOf(shown.image) : -1;
  const at = photoIndex ?? Math.max(variantPhoto, 0);
  const full = productImage(photos[at] ?? shown?.image ?? p.image);
  // Picking a variant with its own photo turns the gallery to it (issue 24 #5).
  const pick = (next: Record<string, string>) => {
    setPicked(next);
    const v = variantOf(p, next);
    setPhotoIndex(v?.image && photos.includes(v.image) ? photos.indexOf(v.image) : photoIndex);
  };
  const stock = shown ? shown.quantity : p.quantity;
  const out = hasOptions ? !variant || !variant.inStock : !p.inStock || p.quantity <= 0;
  const chosenName = hasOptions && variant ? variantName(variant.options, p.options) : '';
  const unitPrice = shown
    ? (() => {
        const u = unitSalePrice(toPaise(shown.price), shown.netQuantity ?? p.netQuantity, p.unit);
        return u ? { price: toRupees(u.paise), per: u.per } : null;
      })()
    : p.unitSalePrice;
  const alt = chosenName ? `${p.name}, ${chosenName}` : p.name;
  const shopName = shop.data?.name;

  return (
    <Page className="max-w-5xl">
      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-ink-600">
        <Link to="/" className="hover:text-saffron-800 hover:underline">
          {t('nav.home')}
        </Link>
        <span aria-hidden="true"> / </span>
        {shopName ? (
          <Link to={`/shop/${p.shopId}`} className="hover:text-saffron-800 hover:underline">
            {shopName}
          </Link>
        ) : (
          <span>{t('product.shop')}</span>
        )}
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{p.name}</span>
      </nav>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div>
          {full ? (
            <PhotoGallery photos={photos} alt={alt} index={at} onIndex={setPhotoIndex} onZoom={() => setZoomed(true)} />
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-2xl bg-gradient-to-br from-saffron-100 to-saffron-300" aria-hidden="true">
              <span className="text-7xl font-black text-saffron-800/70">{p.name.slice(0, 1).toUpperCase()}</span>
            </div>
          )}
        </div>
        <div className="space-y-4">
          <h1 className="text-2xl font-extrabold break-words text-ink-900 sm:text-3xl">{p.name}</h1>
          <RatingSummary rating={p.rating} />
          <div>
            <PriceLine p={shown ?? p} unit={unitLabel(p.unit, shown?.netQuantity ?? p.netQuantity)} size="lg" />
            <UnitPrice unitPrice={unitPrice} className="text-sm" />
            {(shown?.mrp ?? p.mrp) != null && <p className="text-xs text-ink-600">{t('product.mrpInclTaxes')}</p>}
          </div>
          {hasOptions && <VariantPicker product={p} choice={choice} onChoose={pick} />}
          <p className="text-sm text-ink-700">
            {rich('product.soldBy', {
              shop: shopName ? (
                <Link to={`/shop/${p.shopId}`} className="font-semibold text-accent-800 hover:underline" data-testid="product-shop-link">
                  {shopName}
                </Link>
              ) : (
                <span>…</span>
              ),
            })}
            {shop.data?.location && <span> · {shop.data.location}</span>}
          </p>
          {shop.data?.takingOrders === false ? (
            <p role="status" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900" data-testid="not-taking-orders">
              {t('product.notTakingOrders', { shop: shop.data.name })}
            </p>
          ) : out ? (
            <p className="flex items-center gap-2 font-semibold text-red-700" data-testid="out-of-stock">
              <Icon name="box" className="size-5" /> {chosenName ? t('product.variantOutOfStock', { variant: chosenName }) : t('product.outOfStock')}
            </p>
          ) : (
            <>
              {stock <= 5 && (
                <p className="font-semibold text-saffron-800" data-testid="stock-note">
                  {t('product.onlyLeft', { count: stock })}
                </p>
              )}
              {shopper && (
                <Button size="lg" className="w-full sm:w-auto" onClick={() => add.mutate({ product: p, variantId: shown?._id })} loading={add.isPending}>
                  {t('product.addToCart')}
                </Button>
              )}
            </>
          )}
          <p className="text-ink-800 break-words whitespace-pre-line">{p.description}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-ink-600">{t('home.category')}</dt>
            <dd>{categoryText(categoryLabel(p.category))}</dd>
            {p.subCategory && (
              <>
                <dt className="text-ink-600">{t('product.for')}</dt>
                <dd>{subCategoryText(p.subCategory)}</dd>
              </>
            )}
            {unitLabel(p.unit, p.netQuantity) && (
              <>
                <dt className="text-ink-600">{t('product.soldPer')}</dt>
                <dd>{unitText(unitLabel(p.unit, p.netQuantity))}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <ProductDetails product={p} shop={shop.data} />
      {reviews(p._id, p.rating)}
      {full && (
        <Modal open={zoomed} title={p.name} onClose={() => setZoomed(false)} className="w-[min(64rem,calc(100vw-1rem))]">
          <img src={full} alt={alt} className="max-h-[80dvh] w-full object-contain" data-testid="zoomed-image" />
        </Modal>
      )}
    </Page>
  );
}
