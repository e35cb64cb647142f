import { useState } from 'react';
import type { ContactMessageDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
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
import { CONTACTS_PAGE_SIZE, useContactMessages } from '../api/get-contact-messages';
import { useAlertOnError } from '../hooks/use-alert-on-error';
import { useContactAction } from '../api/contact-actions';
import { ReplyToContact } from '../components/contact-reply';

const STATUS_TONE = {
  new: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  replied: 'bg-green-100 text-green-800 ring-green-600/30',
  closed: 'bg-ink-100 text-ink-800 ring-ink-300',
} as const;
const STATUS_LABEL = { new: 'New', replied: 'Replied', closed: 'Closed' } as const;

/** /contact-query — messages sent through the Contact page, newest first; each answered by email or closed (issue 22 #13). */
export default function ContactQueriesPage() {
  usePageTitle('Contact Messages');
  const [page, setPage] = useState(1);
  const q = useContactMessages(page);
  useAlertOnError(q.isError, 'Failed to fetch contacts');
  const data = q.data;
  const [replying, setReplying] = useState<ContactMessageDto | null>(null);
  const close = useContactAction();

  return (
    <Page>
      <PageHeader title="Contact Messages" subtitle="What shoppers and sellers wrote through the Contact page." />
      {q.isPending ? (
        <Spinner label="Loading contacts..." />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No messages found" icon="✉️" />
      ) : (
        <div className="space-y-6">
          <DataTable label="Contact messages" minWidth="72rem">
            <thead>
              <tr>
                <Th>#</Th>
                <Th>Full Name</Th>
                <Th>Email</Th>
                <Th>Phone</Th>
                <Th>Message</Th>
                <Th>Submitted At</Th>
                <Th>Status</Th>
                <Th>Action</Th>
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
                  <Td className="max-w-md whitespace-pre-line break-words">
                    {m.yourmessage}
                    {m.reply && <p className="mt-2 border-l-2 border-green-600 pl-2 text-sm text-ink-700">Our reply: {m.reply}</p>}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDateTime(m.createdAt)}</Td>
                  <Td>
                    <Badge className={STATUS_TONE[m.status]}>{STATUS_LABEL[m.status]}</Badge>
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant={m.status === 'new' ? 'primary' : 'outline'} onClick={() => setReplying(m)} aria-label={`Reply to ${m.name}`}>
                        Reply
                      </Button>
                      {m.status === 'new' && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Close the message from ${m.name}`}
                          onClick={() => close.mutate({ id: m._id }, { onError: (err) => toast.error(messageOf(err, 'Could not close the message.')) })}
                        >
                          Close
                        </Button>
                      )}
                    </div>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label="Message pages" />
        </div>
      )}
      {replying && <ReplyToContact message={replying} onClose={() => setReplying(null)} />}
    </Page>
  );
}
