import type { SearchProductHit, SearchShopHit, WhyPart } from '@bazaar/shared';
import { Link } from 'react-router';
import { ProductTile } from '@/components/ui/product-tile';
import { formatRupees } from '@/lib/format';
import { shopThumb } from '@/lib/images';
import { t } from '@/i18n/i18n';
import { categoryText, subCategoryText } from '@/lib/labels';

/** Product hits of the results page: photo, name, price (and MRP), shop, stock, delivery to the PIN, and why it matched. */
export function ProductHits({ items, dim }: { items: SearchProductHit[]; dim: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${dim ? 'opacity-60' : ''}`} aria-busy={dim}>
      {items.map((p) => (
        <ProductTile key={p._id} p={p} soldOut={t('search.soldOut')} testId="search-product">
          {p.mrp !== null && p.mrp > p.price && (
            <span className="text-xs text-ink-600">
              {t('ui.mrp')}
              <s>{formatRupees(p.mrp)}</s>
            </span>
          )}
          {p.inStock && <span className="text-xs font-semibold text-green-800">{t('search.inStock')}</span>}
          {p.deliversToPin === true && <span className="text-xs font-semibold text-green-800">{t('search.deliversToPin')}</span>}
          {p.deliversToPin === false && <span className="text-xs text-ink-600">{t('search.notToPin')}</span>}
          {p.why && <span className="text-xs text-ink-600 italic">{whyText(p)}</span>}
        </ProductTile>
      ))}
    </ul>
  );
}

/** Why a product matched, in the active language, from the server's parts (`why` is the English of the same). */
export function whyText(p: Pick<SearchProductHit, 'why' | 'whyParts'>): string {
  if (!p.whyParts?.length) return p.why ?? '';
  const say = (w: WhyPart) =>
    w.kind === 'name'
      ? t('search.whyName', { shown: w.shown, typed: w.typed })
      : w.kind === 'category'
        ? t('search.whyCategory', { category: subCategoryText(categoryText(w.category)) })
        : t('search.whyDescription', { typed: w.typed });
  return p.whyParts.map(say).join('; ');
}

/** Shop hits of the results page, after the products. */
export function ShopHits({ items }: { items: SearchShopHit[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((s) => {
        const thumb = shopThumb(s.image);
        return (
          <li key={s._id}>
            <Link
              to={`/shop/${s._id}`}
              className="flex items-center gap-3 rounded-2xl border border-ink-200 bg-white p-3 shadow-sm hover:border-saffron-400 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              data-testid="search-shop"
            >
              <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-ink-100">
                {thumb && <img src={thumb} alt="" width={56} height={56} loading="lazy" className="size-full object-cover" />}
              </span>
              <span className="min-w-0">
                <span className="block font-bold break-words text-ink-900">{s.name}</span>
                <span className="block text-sm text-ink-600">{s.location}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
