import type { ShopBreakdown } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { t } from '@/i18n/i18n';

/** Per-shop totals: one order per shop, each with its own Rs 60 delivery (README: the product). */
export function ShopBreakdownList({ shops }: { shops: ShopBreakdown[] }) {
  return (
    <ul className="space-y-2 text-sm" aria-label={t('cart.breakdown')}>
      {shops.map((s) => (
        <li key={s.shopId} className="rounded-lg bg-ink-50 px-3 py-2">
          <p className="font-semibold text-ink-900">{s.shopName}</p>
          <p className="flex flex-wrap justify-between gap-x-3 text-ink-700">
            <span>
              {t('cart.breakdownLine', { count: s.itemCount, delivery: formatRupees(s.deliveryCharge) })}
              {s.codFee > 0 && <> {t('cart.breakdownCod', { fee: formatRupees(s.codFee) })}</>}
            </span>
            <span className="font-semibold text-ink-900">{formatRupees(s.total)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
