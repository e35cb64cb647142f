import { useLocation } from 'react-router';
import type { ReorderResponse } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { t } from '@/i18n/i18n';

/** After "Order Again" (the orders feature hands over the server's answer in the location state): what was added, what not and why. */
export function ReorderNotice() {
  const reorder = (useLocation().state as { reorder?: ReorderResponse } | null)?.reorder;
  if (!reorder) return null;
  const { added, skipped } = reorder;
  return (
    <section
      aria-label={t('cart.orderAgain')}
      role="status"
      data-testid="reorder-notice"
      className="mb-6 space-y-2 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-sm text-ink-800"
    >
      <p className="font-semibold text-ink-900">{t('cart.reorderTodayPrices', { message: reorder.message })}</p>
      {added.some((a) => a.quantity < a.ordered) && (
        <ul className="list-disc space-y-0.5 pl-5">
          {added
            .filter((a) => a.quantity < a.ordered)
            .map((a) => (
              <li key={a.productId}>{t('cart.reorderPartly', { name: a.name, quantity: a.quantity, ordered: a.ordered, price: formatRupees(a.price) })}</li>
            ))}
        </ul>
      )}
      {skipped.length > 0 && (
        <div>
          <p className="font-semibold text-red-800">{t('cart.reorderSkipped')}</p>
          <ul className="list-disc space-y-0.5 pl-5" data-testid="reorder-skipped">
            {skipped.map((s, i) => (
              <li key={`${s.productId ?? 'gone'}-${i}`}>
                <span className="font-medium">{s.name}</span>: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
