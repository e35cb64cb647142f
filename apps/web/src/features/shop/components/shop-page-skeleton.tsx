import { t } from '@/i18n/i18n';

/**
 * The shop page's outline (breadcrumb, banner, search box, product cards) while the page's own code arrives:
 * in the first page's JavaScript, so it stays tiny and imports nothing but `t` (its one text is in `core`). The same boxes and classes as
 * shop-page.tsx and ProductGridSkeleton, so nothing moves when the page replaces it (decision 053).
 */
export function ShopPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6" role="status">
      <div className="h-5 w-40 rounded bg-ink-100" />
      <div className="grid overflow-hidden rounded-3xl bg-gradient-to-br from-accent-800 to-accent-900 md:grid-cols-[1fr_22rem]">
        <div className="min-h-52 sm:min-h-56 md:order-1" />
        <div className="order-first aspect-[3/1] bg-accent-900/60 md:order-2 md:aspect-auto md:h-full" />
      </div>
      <div className="h-32 rounded-2xl border border-ink-200 bg-white shadow-sm" />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="aspect-[3/5] animate-pulse rounded-2xl border border-ink-200 bg-ink-100" />
        ))}
      </ul>
      <span className="sr-only">{t('shopSkeleton.loading')}</span>
    </div>
  );
}
