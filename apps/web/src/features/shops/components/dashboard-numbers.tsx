import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { formatRupees } from '@/lib/format';
import { t } from '@/i18n/i18n';
import { useDashboard } from '../api/get-dashboard';

/** A shop with no products (issue 22 #12): shoppers do not see it yet, so the dashboard says what to do first. */
function FirstSteps() {
  return (
    <section aria-labelledby="first-steps" className="rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-5 shadow-sm" data-testid="first-steps">
      <h2 id="first-steps" className="text-xl font-bold text-ink-900">
        {t('admin.firstProduct')}
      </h2>
      <p className="mt-1 text-ink-800">{t('admin.firstStepsText')}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-ink-800">
        <li>{t('admin.firstStep1')}</li>
        <li>{t('admin.firstStep2')}</li>
        <li>{t('admin.firstStep3')}</li>
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/admin/create-product">{t('admin.firstProduct')}</ButtonLink>
        <ButtonLink to="/admin/delivery-area" variant="outline">
          {t('nav.deliveryArea')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Orders to act on, delivered sales (income, as on every screen) and the products running out. */
export function DashboardNumbers() {
  const q = useDashboard(true);
  const d = q.data;
  if (!d) return null;
  return (
    <section aria-labelledby="shop-numbers" className="mt-8 space-y-4">
      {d.productCount === 0 && <FirstSteps />}
      <h2 id="shop-numbers" className="text-xl font-bold text-ink-900">
        {t('admin.today')}
      </h2>
      <StatGrid label={t('admin.shopNumbers')}>
        <StatTile
          label={t('admin.toConfirm')}
          value={d.pendingOrders}
          tone="yellow"
          hint={
            <Link to="/admin/all-orders" className="underline">
              {t('admin.actOnThem')}
            </Link>
          }
        />
        <StatTile label={t('admin.toDeliver')} value={d.confirmedOrders} tone="blue" />
        <StatTile label={t('admin.deliveredToday')} value={formatRupees(d.todaySales)} tone="green" />
        <StatTile label={t('admin.deliveredMonth')} value={formatRupees(d.monthSales)} tone="saffron" />
        <StatTile
          label={t('admin.refusedMonth')}
          value={d.refusedOrders}
          tone="ink"
          hint={d.rtoRate === null ? t('admin.rtoNone') : t('admin.rtoRate', { rate: d.rtoRate })}
        />
      </StatGrid>
      {d.productCount > 0 && (
        <div className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-ink-900">{t('admin.lowStock', { count: d.lowStockAt })}</h3>
          {d.lowStock.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">{t('admin.enoughStock', { count: d.lowStockAt })}</p>
          ) : (
            <ul className="mt-2 divide-y divide-ink-100" aria-label={t('admin.lowStockList')}>
              {d.lowStock.map((p) => (
                <li key={p._id} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 break-words text-ink-900">{p.name}</span>
                  <span className={p.quantity === 0 ? 'font-semibold whitespace-nowrap text-red-700' : 'font-semibold whitespace-nowrap text-ink-800'}>
                    {p.quantity === 0 ? t('admin.outOfStock') : t('admin.left', { count: p.quantity })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
