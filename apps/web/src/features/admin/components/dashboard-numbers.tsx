import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { formatRupees } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';

/** A shop with no products (issue 22 #12): shoppers do not see it yet, so the dashboard says what to do first. */
function FirstSteps() {
  return (
    <section aria-labelledby="first-steps" className="rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-5 shadow-sm" data-testid="first-steps">
      <h2 id="first-steps" className="text-xl font-bold text-ink-900">
        Add your first product
      </h2>
      <p className="mt-1 text-ink-800">
        Your shop is not on Bazaar&rsquo;s home page yet: shoppers see it once it has something to sell. Add a product with its photo, price and stock, and your
        shop is listed at once.
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-ink-800">
        <li>Add a product (photo, price, stock).</li>
        <li>Check the PIN codes you deliver to.</li>
        <li>Confirm orders as they come in; you get an email and a live alert.</li>
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/admin/create-product">Add your first product</ButtonLink>
        <ButtonLink to="/admin/delivery-area" variant="outline">
          Delivery area
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
        Today at your shop
      </h2>
      <StatGrid label="Shop numbers">
        <StatTile
          label="Orders to confirm"
          value={d.pendingOrders}
          tone="yellow"
          hint={
            <Link to="/admin/all-orders" className="underline">
              Act on them
            </Link>
          }
        />
        <StatTile label="Orders to deliver" value={d.confirmedOrders} tone="blue" />
        <StatTile label="Delivered today" value={formatRupees(d.todaySales)} tone="green" />
        <StatTile label="Delivered this month" value={formatRupees(d.monthSales)} tone="saffron" />
        <StatTile
          label="Refused this month"
          value={d.refusedOrders}
          tone="ink"
          hint={d.rtoRate === null ? 'RTO rate: no parcels out yet' : `RTO rate ${d.rtoRate}%: refused ÷ (delivered + refused)`}
        />
      </StatGrid>
      {d.productCount > 0 && (
        <div className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-ink-900">Low stock (at most {d.lowStockAt} left)</h3>
          {d.lowStock.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">Every product has more than {d.lowStockAt} in stock.</p>
          ) : (
            <ul className="mt-2 divide-y divide-ink-100" aria-label="Low-stock products">
              {d.lowStock.map((p) => (
                <li key={p._id} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 break-words text-ink-900">{p.name}</span>
                  <span className={p.quantity === 0 ? 'font-semibold whitespace-nowrap text-red-700' : 'font-semibold whitespace-nowrap text-ink-800'}>
                    {p.quantity === 0 ? 'Out of stock' : `${p.quantity} left`}
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
