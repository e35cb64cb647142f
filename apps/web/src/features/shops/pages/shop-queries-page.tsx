import { useState } from 'react';
import type { ShopQueryDto } from '@bazaar/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { SHOP_QUERIES_PAGE_SIZE, useShopQueries } from '../api/get-shop-queries';
import { useAlertOnError } from '@/hooks/use-alert-on-error';
import { ApproveShopRequest, DeclineShopRequest } from '../components/shop-request-review';
import { shopCategoryText } from '@/lib/shop-category';
import { t, type MessageId } from '@/i18n/i18n';

const STATUS_TONE = {
  new: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  approved: 'bg-green-100 text-green-800 ring-green-600/30',
  declined: 'bg-red-100 text-red-800 ring-red-600/30',
} as const;
const STATUS_LABEL: Record<keyof typeof STATUS_TONE, MessageId> = {
  new: 'superadmin.queryNew',
  approved: 'superadmin.queryApproved',
  declined: 'superadmin.queryDeclined',
};

/**
 * /shop-query — shop registration requests from vendors, newest first. Each new request is approved (its owner's
 * account and the shop in one step, the owner invited by email) or declined with a reason (issue 22 #13).
 */
export default function ShopQueriesPage() {
  usePageTitle(t('superadmin.queriesTitle'));
  const [page, setPage] = useState(1);
  const q = useShopQueries(page);
  useAlertOnError(q.isError, t('superadmin.queriesFailed'));
  const data = q.data;
  const [reviewing, setReviewing] = useState<{ request: ShopQueryDto; action: 'approve' | 'decline' } | null>(null);

  return (
    <Page>
      <PageHeader title={t('superadmin.queriesTitle')} subtitle={t('superadmin.queriesSubtitle')} />
      {q.isPending ? (
        <Spinner label={t('superadmin.queriesLoading')} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('superadmin.queriesNone')} icon="🏪" />
      ) : (
        <div className="space-y-6">
          <DataTable label={t('superadmin.queriesTable')} minWidth="76rem" stackOnPhone>
            <thead>
              <tr>
                <Th>#</Th>
                <Th>{t('superadmin.shopName')}</Th>
                <Th>{t('superadmin.emailLabel')}</Th>
                <Th>{t('superadmin.phoneLabel')}</Th>
                <Th>{t('superadmin.pan')}</Th>
                <Th>{t('superadmin.addressLabel')}</Th>
                <Th>{t('superadmin.category')}</Th>
                <Th>{t('superadmin.submittedAtLabel')}</Th>
                <Th>{t('superadmin.statusLabel')}</Th>
                <Th>{t('superadmin.actionLabel')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((s, i) => (
                <Tr key={s._id}>
                  <Td className="tabular-nums" data-label="#">
                    {(data.page - 1) * SHOP_QUERIES_PAGE_SIZE + i + 1}
                  </Td>
                  <Td data-label={t('superadmin.shopName')}>
                    <div>
                      <p className="font-semibold">{s.name}</p>
                      {(s.ownerName || s.city) && (
                        <p className="text-xs text-ink-600">{[s.ownerName, [s.city, s.pincode].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}</p>
                      )}
                      {s.gstin && <p className="font-mono text-xs text-ink-600">{t('superadmin.gstin', { gstin: s.gstin })}</p>}
                    </div>
                  </Td>
                  <Td className="break-all" data-label={t('superadmin.emailLabel')}>
                    <a href={`mailto:${s.email}`} className="text-accent-700 underline-offset-2 hover:underline">
                      {s.email}
                    </a>
                  </Td>
                  <Td className="whitespace-nowrap" data-label={t('superadmin.phoneLabel')}>
                    {s.phone}
                  </Td>
                  <Td className="font-mono whitespace-nowrap" data-label={t('superadmin.pan')}>
                    {s.pan}
                  </Td>
                  <Td className="max-w-xs whitespace-pre-line break-words" data-label={t('superadmin.addressLabel')}>
                    {s.address}
                  </Td>
                  <Td data-label={t('superadmin.category')}>{shopCategoryText(s.categoryofshop)}</Td>
                  <Td className="whitespace-nowrap" data-label={t('superadmin.submittedAtLabel')}>
                    {formatDateTime(s.createdAt)}
                  </Td>
                  <Td data-label={t('superadmin.statusLabel')}>
                    <Badge className={STATUS_TONE[s.status]}>{t(STATUS_LABEL[s.status])}</Badge>
                    {s.declineReason && <p className="mt-1 max-w-48 text-xs text-ink-700">{s.declineReason}</p>}
                  </Td>
                  <Td data-label={t('superadmin.actionLabel')}>
                    {s.status === 'new' ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          onClick={() => setReviewing({ request: s, action: 'approve' })}
                          aria-label={t('superadmin.approveNamed', { name: s.name })}
                        >
                          {t('superadmin.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setReviewing({ request: s, action: 'decline' })}
                          aria-label={t('superadmin.declineNamed', { name: s.name })}
                        >
                          {t('superadmin.decline')}
                        </Button>
                      </div>
                    ) : (
                      <span className="text-xs text-ink-600">{s.decidedAt ? formatDateTime(s.decidedAt) : ''}</span>
                    )}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('superadmin.queryPages')} />
        </div>
      )}
      {reviewing?.action === 'approve' && <ApproveShopRequest request={reviewing.request} onClose={() => setReviewing(null)} />}
      {reviewing?.action === 'decline' && <DeclineShopRequest request={reviewing.request} onClose={() => setReviewing(null)} />}
    </Page>
  );
}
