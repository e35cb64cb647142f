import { useLatestProducts } from '../api/get-latest-products';
import { ProductHitGrid } from './product-results';
import { t } from '@/i18n/i18n';

/**
 * "Fresh from local shops" (issue 22 #14): the home page shows products, not only shops — the newest in stock
 * across active shops, from a cached catalog read. Nothing shows while it loads or when there is none.
 */
export function LatestProducts() {
  const q = useLatestProducts();
  if (!q.data || q.data.length === 0) return null;
  return (
    <section aria-labelledby="latest-products-title" className="space-y-3" data-testid="latest-products">
      <h2 id="latest-products-title" className="text-lg font-bold text-ink-900 sm:text-2xl">
        {t('home.freshFromShops')}
      </h2>
      <ProductHitGrid items={q.data} />
    </section>
  );
}
