import { useState } from 'react';
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

/** /shop-query — shop registration requests from vendors, newest first. */
export default function ShopQueriesPage() {
  usePageTitle('Shop Registration Queries');
  const [page, setPage] = useState(1);
  const q = useShopQueries(page);
  useAlertOnError(q.isError, 'Failed to fetch shop registration queries');
  const data = q.data;

  return (
    <Page>
      <PageHeader title="Shop Registration Queries" subtitle="Vendors who asked to open a shop on Bazaar." />
      {q.isPending ? (
        <Spinner label="Loading shops..." />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No registration queries found" icon="🏪" />
      ) : (
        <div className="space-y-6">
          <DataTable label="Shop registration queries" minWidth="64rem">
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
              </tr>
            </thead>
            <tbody>
              {data.items.map((s, i) => (
                <Tr key={s._id}>
                  <Td className="tabular-nums">{(data.page - 1) * SHOP_QUERIES_PAGE_SIZE + i + 1}</Td>
                  <Td className="font-semibold">{s.name}</Td>
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
                </Tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label="Query pages" />
        </div>
      )}
    </Page>
  );
}
