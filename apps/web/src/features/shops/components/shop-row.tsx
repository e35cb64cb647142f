import type { ReactNode } from 'react';
import type { ShopDto } from '@bazaar/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { shopThumb } from '@/lib/images';
import { shopCategoryText } from '@/lib/shop-category';
import { t } from '@/i18n/i18n';

function Item({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className={cn('break-words text-ink-900', mono && 'font-mono text-sm')}>{children || '—'}</dd>
    </div>
  );
}

/** One shop in the super-admin list, with the fields only the platform owner sees. */
export function ShopRow({ shop, selected, onSelect, onEdit }: { shop: ShopDto; selected: boolean; onSelect: () => void; onEdit: () => void }) {
  const thumb = shopThumb(shop.image);
  return (
    <Card className={cn('p-4 transition-shadow', selected && 'ring-2 ring-saffron-600')} data-shop-id={shop._id}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        {thumb ? (
          <img src={thumb} alt="" className="size-14 shrink-0 rounded-xl bg-ink-100 object-cover" loading="lazy" width={56} height={56} />
        ) : (
          <div className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-saffron-50 text-2xl" aria-hidden="true">
            🏪
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-words text-ink-900">
            {shop.name}
            {!shop.active && <Badge className="ml-2 bg-red-100 align-middle text-red-800 ring-red-600/30">{t('superadmin.deactivated')}</Badge>}
          </h3>
          <p className="text-sm text-ink-600">
            {shopCategoryText(shop.category)} · {shop.location}
          </p>
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
          <Button size="sm" variant="outline" onClick={onEdit} className="h-9">
            <span aria-hidden="true">{t('superadmin.editShop')}</span>
            <span className="sr-only">{t('superadmin.editShopNamed', { name: shop.name })}</span>
          </Button>
          <button
            type="button"
            onClick={onSelect}
            aria-pressed={selected}
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              selected ? 'bg-saffron-700 text-white hover:bg-saffron-800' : 'bg-saffron-100 text-saffron-900 hover:bg-saffron-200',
            )}
          >
            <span aria-hidden="true">{selected ? t('superadmin.showingAnalytics') : t('superadmin.viewAnalytics')}</span>
            <span className="sr-only">
              {selected ? t('superadmin.showingAnalyticsFor', { name: shop.name }) : t('superadmin.viewAnalyticsFor', { name: shop.name })}
            </span>
          </button>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 border-t border-ink-100 pt-3 sm:grid-cols-2 xl:grid-cols-3">
        <Item label={t('superadmin.phoneLabel')}>{shop.phone}</Item>
        <Item label={t('superadmin.pan')} mono>
          {shop.pan}
        </Item>
        <Item label={t('superadmin.paymentAccount')} mono>
          {shop.razorpayAccountId}
        </Item>
        <Item label={t('superadmin.admin')}>{shop.admin?.name}</Item>
        <Item label={t('superadmin.adminEmail')}>{shop.admin?.email}</Item>
        <Item label={t('superadmin.addressLabel')}>{shop.address}</Item>
      </dl>
    </Card>
  );
}
