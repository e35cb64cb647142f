import type { CartDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useRemoveShop } from '../api/cart';
import { t } from '@/i18n/i18n';

/** The shops of the cart whose lines cannot be ordered now, with how many lines each. */
export function unavailableShops(cart: CartDto): Array<{ shopId: string; shopName: string; count: number }> {
  const out = new Map<string, { shopId: string; shopName: string; count: number }>();
  for (const i of cart.items) {
    if (!i.unavailable) continue;
    const s = out.get(i.shopId) ?? { shopId: i.shopId, shopName: i.shopName, count: 0 };
    s.count += 1;
    out.set(i.shopId, s);
  }
  return [...out.values()];
}

/**
 * Issue 22 #4: a shop in the cart that is not taking orders is said at the top of the cart and of the checkout,
 * before any address is typed, with one button that takes its lines out. Never why (its fees are its business).
 */
export function UnavailableShopsNotice({ cart }: { cart: CartDto }) {
  const remove = useRemoveShop();
  const shops = unavailableShops(cart);
  if (shops.length === 0) return null;
  return (
    <div role="alert" className="mb-6 space-y-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="unavailable-shops">
      {shops.map((s) => (
        <div key={s.shopId} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-semibold">{t('cart.shopNotTaking', { shop: s.shopName, count: s.count })}</p>
          <Button
            variant="danger"
            size="sm"
            className="shrink-0"
            loading={remove.isPending && remove.variables === s.shopId}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(s.shopId, {
                onSuccess: () => toast.success(t('cart.shopItemsRemoved', { shop: s.shopName })),
                onError: (err) => toast.error(messageOf(err, t('cart.shopItemsRemoveFailed'))),
              })
            }
          >
            {t('cart.removeShopItems', { shop: s.shopName })}
          </Button>
        </div>
      ))}
    </div>
  );
}
