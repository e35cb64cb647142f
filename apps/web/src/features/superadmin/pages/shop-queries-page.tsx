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
import { useAlertOnError } from '../hooks/use-alert-on-error';
import { ApproveShopRequest, DeclineShopRequest } from '../components/shop-request-review';

const STATUS_TONE = {
  new: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  approved: 'bg-green-100 text-green-800 ring-green-600/30',
  declined: 'bg-red-100 text-red-800 ring-red-600/30',
} as const;
const STATUS_LABEL = { new: 'To review', approved: 'Approved', declined: 'Declined' } as const;

/**
 * /shop-query — shop registration requests from vendors, newest first. Each new request is approved (its owner's
 * account and the shop in one step, the owner invited by email) or declined with a reason (issue 22 #13).
 */
export default function ShopQueriesPage() {
  usePageTitle('Shop Registration Queries');
  const [page, setPage] = useState(1);
  const q = useShopQueries(page);
  useAlertOnError(q.isError, 'Failed to fetch shop registration queries');
  const data = q.data;
  const [reviewing, setReviewing] = useState<{ request: ShopQueryDto; action: 'approve' | 'decline' } | null>(null);

  return (
    <Page>
      <PageHeader
        title="Shop Registration Queries"
        subtitle="Vendors who asked to open a shop on Bazaar. Approve a request to create its shop and owner, or decline it with a reason."
      />
      {q.isPending ? (
        <Spinner label="Loading shops..." />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No registration queries found" icon="🏪" />
      ) : (
        <div className="space-y-6">
          <DataTable label="Shop registration queries" minWidth="76rem">
            <thead>
              <tr>
                <Th>#</Th>
                <Th>Shop Name</Th>
                <Th>Email</Th>
                <Th>Phone</Th>
                <Th>PAN</Th>
                <Th>Address</Th>
                <Th>Category</Th>
                <Th>Submitted At</Th>
                <Th>Status</Th>
                <Th>Action</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((s, i) => (
                <Tr key={s._id}>
                  <Td className="tabular-nums">{(data.page - 1) * SHOP_QUERIES_PAGE_SIZE + i + 1}</Td>
                  <Td>
                    <p className="font-semibold">{s.name}</p>
                    {(s.ownerName || s.city) && (
                      <p className="text-xs text-ink-600">{[s.ownerName, [s.city, s.pincode].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}</p>
                    )}
                    {s.gstin && <p className="font-mono text-xs text-ink-600">GSTIN {s.gstin}</p>}
                  </Td>
                  <Td className="break-all">
                    <a href={`mailto:${s.email}`} className="text-accent-700 underline-offset-2 hover:underline">
                      {s.email}
                    </a>
                  </Td>
                  <Td className="whitespace-nowrap">{s.phone}</Td>
                  <Td className="font-mono whitespace-nowrap">{s.pan}</Td>
                  <Td className="max-w-xs whitespace-pre-line break-words">{s.address}</Td>
                  <Td>{s.categoryofshop}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(s.createdAt)}</Td>
                  <Td>
                    <Badge className={STATUS_TONE[s.status]}>{STATUS_LABEL[s.status]}</Badge>
                    {s.declineReason && <p className="mt-1 max-w-48 text-xs text-ink-700">{s.declineReason}</p>}
                  </Td>
                  <Td>
                    {s.status === 'new' ? (
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" onClick={() => setReviewing({ request: s, action: 'approve' })} aria-label={`Approve ${s.name}`}>
                          Approve
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setReviewing({ request: s, action: 'decline' })} aria-label={`Decline ${s.name}`}>
                          Decline
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
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label="Query pages" />
        </div>
      )}
      {reviewing?.action === 'approve' && <ApproveShopRequest request={reviewing.request} onClose={() => setReviewing(null)} />}
      {reviewing?.action === 'decline' && <DeclineShopRequest request={reviewing.request} onClose={() => setReviewing(null)} />}
    </Page>
  );
}
