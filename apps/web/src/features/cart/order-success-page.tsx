import { Link, useLocation } from 'react-router';
import type { PlaceOrderResponse } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { t } from '@/i18n/i18n';

export function OrderSuccessPage() {
  const placed = (useLocation().state as { placed?: PlaceOrderResponse } | null)?.placed;
  usePageTitle(placed ? t('success.title') : t('success.noneTitle'));
  // Opened directly (a bookmark, a reload after the tab was closed, a typed address): no order was just placed,
  // so it does not say one was (issue 22 #14); the shopper's orders are one tap away.
  if (!placed)
    return (
      <Page narrow className="py-16">
        <div className="space-y-5 rounded-3xl border border-ink-200 bg-white p-8 text-center shadow-sm sm:p-12" data-testid="no-order-placed">
          <h1 className="text-2xl font-extrabold text-ink-900">{t('success.none')}</h1>
          <p className="text-ink-700">{t('success.noneText')}</p>
          <NextSteps />
        </div>
      </Page>
    );
  return (
    <Page narrow className="py-16">
      <div className="space-y-6 rounded-3xl border border-green-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto flex size-20 items-center justify-center rounded-full bg-green-100" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            className="size-10 text-green-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h1 className="text-3xl font-extrabold text-ink-900">{t('success.title')}</h1>
        <p className="text-ink-700">{t('success.thanks')}</p>
        {
          <div className="mx-auto max-w-md rounded-xl bg-ink-50 p-4 text-left text-sm">
            <p className="font-semibold text-ink-900">{t('success.summary', { count: placed.orders.length, total: formatRupees(placed.totalAmount) })}</p>
            <ul className="mt-2 space-y-1 text-ink-700">
              {placed.orders.map((o) => (
                <li key={o._id} className="flex flex-wrap justify-between gap-x-3">
                  <span>
                    <Link to={`/my-orders/${o._id}`} className="font-semibold text-accent-800 underline underline-offset-2">
                      {t('success.orderNumber', { number: o.orderNumber })}
                    </Link>{' '}
                    · {o.shop.name}
                  </span>
                  <span className="font-semibold">{formatRupees(o.totalAmount)}</span>
                </li>
              ))}
            </ul>
          </div>
        }
        <NextSteps />
      </div>
    </Page>
  );
}

/** Where to go from here: the orders, or back to the shops. */
function NextSteps() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <ButtonLink to="/my-orders">{t('success.viewOrders')}</ButtonLink>
      <ButtonLink to="/" variant="outline">
        {t('cart.continueShopping')}
      </ButtonLink>
    </div>
  );
}
