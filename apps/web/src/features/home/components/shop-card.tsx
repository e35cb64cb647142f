import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { shopCategoryLabel, type ShopDto } from '@bazaar/shared';
import { shopImage, shopThumb } from '@/lib/images';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { RatingSummary } from '@/components/ui/rating';
import { t } from '@/i18n/i18n';
import { categoryText } from '@/lib/labels';

const fallbackTones = ['from-saffron-300 to-saffron-600', 'from-accent-300 to-accent-700', 'from-marigold-400 to-saffron-600', 'from-rose-300 to-rose-600'];

function ShopImage({ shop, priority }: { shop: ShopDto; priority: boolean }) {
  const [src, setSrc] = useState(() => shopThumb(shop.image));
  const tone = fallbackTones[(shop.name.charCodeAt(0) || 0) % fallbackTones.length];
  if (!src) {
    return (
      <div className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${tone}`} aria-hidden="true">
        <span className="text-5xl font-black text-white/90 drop-shadow">{shop.name.slice(0, 1).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t('home.storefrontAlt', { name: shop.name })}
      width={400}
      height={300}
      // The first card's photo is the home page's largest paint on a phone: fetched at once (the HTML preloads it).
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
      onError={() => setSrc((cur) => (cur === shopThumb(shop.image) ? shopImage(shop.image) : null))}
    />
  );
}

export function ShopCard({ shop, priority = false }: { shop: ShopDto; priority?: boolean }) {
  const navigate = useNavigate();
  const to = `/shop/${shop._id}`;
  return (
    // Phones (issue 22 #14): a compact row, photo beside the name, about 140 px tall instead of 470 px, so
    // several shops fit on a screen. From 640 px the photo-on-top card.
    <article
      className="group flex cursor-pointer flex-row overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md sm:flex-col"
      onClick={() => navigate(to)}
      data-testid="shop-card"
    >
      <div className="relative aspect-square w-28 shrink-0 overflow-hidden bg-ink-100 sm:aspect-[4/3] sm:w-auto">
        <ShopImage shop={shop} priority={priority} />
        <span className="absolute top-3 left-3 hidden rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-accent-800 shadow-sm sm:inline">
          {categoryText(shopCategoryLabel(shop.category))}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-2 sm:p-4">
        <h3 className="text-base leading-snug font-bold break-words text-ink-900 sm:text-lg">{shop.name}</h3>
        <RatingSummary rating={shop.rating} />
        {/* Why a shop takes no orders is between it and Bazaar (issue 22 #4): the shopper reads only that it does not. */}
        {shop.takingOrders === false && (
          <p className="text-sm font-semibold text-red-800" data-testid="shop-not-taking-orders">
            {t('home.notTakingOrders')}
          </p>
        )}
        <dl className="space-y-0.5 text-sm text-ink-700 sm:space-y-1">
          <div className="flex gap-1.5">
            <dt className="sr-only">{t('home.category')}</dt>
            <dd className="flex items-center gap-1.5">
              <Icon name="tag" className="size-4 text-ink-500" />
              {categoryText(shopCategoryLabel(shop.category))}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="sr-only">{t('home.location')}</dt>
            <dd className="flex items-center gap-1.5">
              <Icon name="pin" className="size-4 text-ink-500" />
              {shop.location}
            </dd>
          </div>
          {shop.admin && (
            <div className="hidden gap-1.5 sm:flex">
              <dt className="sr-only">{t('home.owner')}</dt>
              <dd className="flex items-center gap-1.5">
                <Icon name="user" className="size-4 text-ink-500" />
                {shop.admin.name}
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-auto pt-1 sm:pt-2">
          <Link
            to={to}
            className={buttonClasses('primary', 'sm', 'sm:h-10 sm:w-full sm:px-4')}
            onClick={(e) => e.stopPropagation()}
            aria-label={t('home.viewShopNamed', { name: shop.name })}
          >
            {t('home.viewShop')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Grey cards the size of shop cards, shown while the shops load, so the page does not jump when they arrive. */
export function ShopGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex">
            <div className="flex w-full flex-row overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm sm:flex-col">
              <div className="aspect-square w-28 shrink-0 animate-pulse bg-ink-100 sm:aspect-[4/3] sm:w-auto" />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div className="h-6 w-2/3 rounded bg-ink-100" />
                <div className="h-4 w-24 rounded bg-ink-100" />
                <div className="h-14 rounded bg-ink-100" />
                <div className="mt-2 h-10 rounded-lg bg-ink-100" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">{t('home.loadingShops')}</span>
    </div>
  );
}
