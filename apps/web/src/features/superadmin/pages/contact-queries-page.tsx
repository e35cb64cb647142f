import { useState } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { CONTACTS_PAGE_SIZE, useContactMessages } from '../api/get-contact-messages';
import { useAlertOnError } from '../hooks/use-alert-on-error';

/** /contact-query — messages sent through the Contact page, newest first. */
export default function ContactQueriesPage() {
  usePageTitle('Contact Messages');
  const [page, setPage] = useState(1);
  const q = useContactMessages(page);
  useAlertOnError(q.isError, 'Failed to fetch contacts');
  const data = q.data;

  return (
    <Page>
      <PageHeader title="Contact Messages" subtitle="What shoppers and sellers wrote through the Contact page." />
      {q.isPending ? (
        <Spinner label="Loading contacts..." />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No messages found" icon="✉️" />
      ) : (
        <div className="space-y-6">
          <DataTable label="Contact messages" minWidth="60rem">
            <thead>
              <tr>
                <Th>#</Th>
                <Th>Full Name</Th>
                <Th>Email</Th>
                <Th>Phone</Th>
                <Th>Message</Th>
                <Th>Submitted At</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((m, i) => (
                <Tr key={m._id}>
                  <Td className="tabular-nums">{(data.page - 1) * CONTACTS_PAGE_SIZE + i + 1}</Td>
                  <Td className="font-semibold">{m.name}</Td>
                  <Td className="break-all">
                    <a href={`mailto:${m.email}`} className="text-accent-700 underline-offset-2 hover:underline">
                      {m.email}
                    </a>
                  </Td>
                  <Td className="whitespace-nowrap">{m.phone}</Td>
                  <Td className="max-w-md whitespace-pre-line break-words">{m.yourmessage}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(m.createdAt)}</Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label="Message pages" />
        </div>
      )}
    </Page>
  );
}
