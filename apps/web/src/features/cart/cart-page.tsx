import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { formatRupees } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../hooks/use-page-title';
import { Button, ButtonLink, EmptyState, Icon, Page, PageHeader, Spinner } from '../../components/ui';
import { useCart, useChangeQuantity, useClearCart, useRemoveItem } from './api/cart';
import { CartItemRow } from './components/cart-item-row';
import { ShopBreakdownList } from './components/shop-breakdown';

export function CartPage() {
  usePageTitle('Cart');
  const navigate = useNavigate();
  const cart = useCart();
  const change = useChangeQuantity();
  const remove = useRemoveItem();
  const clear = useClearCart();
  const busy = change.isPending || remove.isPending || clear.isPending;

  if (cart.isPending) return <Spinner label="Loading your cart" />;
  const data = cart.data;

  if (!data || data.items.length === 0) {
    return (
      <Page narrow className="py-12">
        <h1 className="mb-6 text-2xl font-bold text-ink-900 sm:text-3xl">Your Cart</h1>
        <EmptyState title="Your cart is empty. Please login" icon="cart">
          <ButtonLink to="/">Continue Shopping</ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Your Cart"
        subtitle={`${data.itemCount} ${data.itemCount === 1 ? 'item' : 'items'} from ${data.shops.length} ${data.shops.length === 1 ? 'shop' : 'shops'}`}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="space-y-6">
          {data.shops.map((shop) => (
            <section key={shop.shopId} aria-labelledby={`shop-${shop.shopId}`} className="rounded-2xl border border-ink-200 bg-white px-4 shadow-sm sm:px-6">
              <h2 id={`shop-${shop.shopId}`} className="flex items-center gap-2 border-b border-ink-200 py-3 font-bold text-accent-800">
                <Icon name="store" className="size-5" /> {shop.shopName}
              </h2>
              <ul className="divide-y divide-ink-200">
                {data.items
                  .filter((i) => i.shopId === shop.shopId)
                  .map((item) => (
                    <CartItemRow
                      key={item._id}
                      item={item}
                      busy={busy}
                      onChange={(delta) =>
                        change.mutate(
                          { item, delta },
                          { onError: (err) => isApiError(err) && err.status === 409 && err.serverMessage && toast.error(err.serverMessage) },
                        )
                      }
                      onRemove={() => remove.mutate(item, { onError: () => window.alert('Failed to remove item. Please try again.') })}
                    />
                  ))}
              </ul>
              <dl className="flex justify-between border-t border-ink-200 py-3 text-sm text-ink-700">
                <dt>Delivery charges for this shop</dt>
                <dd className="font-semibold">{formatRupees(shop.deliveryCharge)}</dd>
              </dl>
            </section>
          ))}
        </div>

        <aside aria-labelledby="summary-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          <h2 id="summary-title" className="text-xl font-bold text-ink-900">
            Order Summary
          </h2>
          <dl className="space-y-2 text-ink-800">
            <div className="flex justify-between">
              <dt>Total items</dt>
              <dd className="font-semibold" data-testid="summary-count">
                {data.itemCount}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd className="font-semibold" data-testid="summary-subtotal">
                {formatRupees(data.subtotal)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>
                Delivery charges
                <span className="block text-xs text-ink-600">
                  ₹60 × {data.shops.length} {data.shops.length === 1 ? 'shop' : 'shops'}
                </span>
              </dt>
              <dd className="font-semibold" data-testid="summary-delivery">
                {formatRupees(data.deliveryCharge)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-ink-200 pt-3 text-lg">
              <dt className="font-bold">Total</dt>
              <dd className="font-extrabold text-saffron-800" data-testid="summary-total">
                {formatRupees(data.total)}
              </dd>
            </div>
          </dl>
          {data.shops.length > 1 && <ShopBreakdownList shops={data.shops} />}
          <p className="text-xs text-ink-600">Each shop delivers separately, so each shop's order has its own ₹60 delivery charge.</p>
          <div className="flex flex-col gap-3">
            <Button size="lg" onClick={() => navigate('/checkout-cod')} disabled={busy}>
              Buy (COD)
            </Button>
            <Button variant="outline" onClick={() => clear.mutate()} loading={clear.isPending} disabled={busy}>
              Clear Cart
            </Button>
          </div>
        </aside>
      </div>
    </Page>
  );
}
