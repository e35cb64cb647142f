import { useRef, useState } from 'react';
import type { ShopDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTypedSearch } from '@/hooks/use-typed-search';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useShops } from '../api/get-shops';
import { AnalyticsPanel } from '../components/analytics-panel';
import { ShopRow } from '../components/shop-row';
import { ShopEditDialog } from '../components/shop-edit-dialog';
import { t } from '@/i18n/i18n';

/** /superadmin — all shops, searchable, with per-shop analytics. */
export default function SuperadminDashboardPage() {
  usePageTitle(t('superadmin.shopsTitle'));
  const { text: searchText, setText: setSearchText, search, page, setPage } = useTypedSearch();
  const [selected, setSelected] = useState<ShopDto | null>(null);
  const [editing, setEditing] = useState<ShopDto | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shops = useShops(search, page);
  const data = shops.data;

  function select(shop: ShopDto) {
    setSelected(shop);
    // Bring the panel into view and move focus to it (on phones it sits above the list).
    window.requestAnimationFrame(() => {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    });
  }

  return (
    <Page>
      <PageHeader title={t('superadmin.shopsTitle')} subtitle={t('superadmin.shopsSubtitle')} />
      <form role="search" aria-label={t('home.findShop')} className="mb-6 max-w-xl" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('home.searchShops')}>
          {(p) => (
            <Input
              {...p}
              type="search"
              placeholder={t('superadmin.shopSearchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          )}
        </Field>
      </form>
      <div className={`grid grid-cols-1 items-start gap-6 ${selected ? 'lg:grid-cols-[minmax(0,1fr)_24rem]' : ''}`}>
        {selected && (
          <aside aria-label={t('superadmin.shopAnalytics')} className="min-w-0 lg:sticky lg:top-24 lg:order-2">
            <AnalyticsPanel ref={headingRef} shop={selected} onClose={() => setSelected(null)} />
          </aside>
        )}
        <section aria-label={t('nav.shops')} className="min-w-0 lg:order-1 lg:col-start-1 lg:row-start-1">
          {shops.isPending ? (
            <Spinner label={t('home.loadingShops')} />
          ) : shops.isError && !data ? (
            <LoadFailed title={t('superadmin.shopsFailed')} error={shops.error} onRetry={() => void shops.refetch()} />
          ) : !data || data.items.length === 0 ? (
            <EmptyState title={t('superadmin.noShops')} icon="🏪">
              {search && <p className="text-ink-600">{t('superadmin.noShopsHint')}</p>}
            </EmptyState>
          ) : (
            <div className="space-y-6">
              <p className="text-sm text-ink-600" aria-live="polite">
                {t('superadmin.shopCount', { count: data.total })}
              </p>
              <ul className={`space-y-4 ${shops.isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.items.map((s) => (
                  <li key={s._id}>
                    <ShopRow
                      shop={s}
                      selected={selected?._id === s._id}
                      onSelect={() => (selected?._id === s._id ? setSelected(null) : select(s))}
                      onEdit={() => setEditing(s)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('superadmin.shopPages')} />
            </div>
          )}
        </section>
      </div>
      <ShopEditDialog shop={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
