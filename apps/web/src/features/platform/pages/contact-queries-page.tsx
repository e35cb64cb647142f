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
import { useAlertOnError } from '@/hooks/use-alert-on-error';
import { useContactAction } from '../api/contact-actions';
import { ReplyToContact } from '../components/contact-reply';
import { t, type MessageId } from '@/i18n/i18n';

const STATUS_TONE = {
  new: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  replied: 'bg-green-100 text-green-800 ring-green-600/30',
  closed: 'bg-ink-100 text-ink-800 ring-ink-300',
} as const;
const STATUS_LABEL = { new: 'superadmin.contactNew', replied: 'superadmin.contactReplied', closed: 'superadmin.contactClosed' } as const satisfies Record<
  string,
  MessageId
>;

/** /contact-query — messages sent through the Contact page, newest first; each answered by email or closed (issue 22 #13). */
export default function ContactQueriesPage() {
  usePageTitle(t('superadmin.contactTitle'));
  const [page, setPage] = useState(1);
  const q = useContactMessages(page);
  useAlertOnError(q.isError, t('superadmin.contactFailed'));
  const data = q.data;
  const [replying, setReplying] = useState<ContactMessageDto | null>(null);
  const close = useContactAction();

  return (
    <Page>
      <PageHeader title={t('superadmin.contactTitle')} subtitle={t('superadmin.contactSubtitle')} />
      {q.isPending ? (
        <Spinner label={t('superadmin.contactLoading')} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('superadmin.contactNone')} icon="✉️" />
      ) : (
        <div className="space-y-6">
          <DataTable label={t('superadmin.contactTable')} minWidth="72rem" stackOnPhone>
            <thead>
              <tr>
                <Th>#</Th>
                <Th>{t('superadmin.fullName')}</Th>
                <Th>{t('superadmin.email')}</Th>
                <Th>{t('superadmin.phone')}</Th>
                <Th>{t('superadmin.message')}</Th>
                <Th>{t('superadmin.submittedAt')}</Th>
                <Th>{t('superadmin.status')}</Th>
                <Th>{t('superadmin.action')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((m, i) => (
                <Tr key={m._id}>
                  <Td className="tabular-nums" data-label="#">
                    {(data.page - 1) * CONTACTS_PAGE_SIZE + i + 1}
                  </Td>
                  <Td className="font-semibold" data-label={t('superadmin.fullName')}>
                    {m.name}
                  </Td>
                  <Td className="break-all" data-label={t('superadmin.email')}>
                    <a href={`mailto:${m.email}`} className="text-accent-700 underline-offset-2 hover:underline">
                      {m.email}
                    </a>
                  </Td>
                  <Td className="whitespace-nowrap" data-label={t('superadmin.phone')}>
                    {m.phone}
                  </Td>
                  <Td className="max-w-md whitespace-pre-line break-words" data-label={t('superadmin.message')}>
                    {/* One block: on a phone's card the message and the reply stack beside the label, not side by side. */}
                    <div>
                      {m.yourmessage}
                      {m.reply && <p className="mt-2 border-l-2 border-green-600 pl-2 text-sm text-ink-700">{t('superadmin.ourReply', { reply: m.reply })}</p>}
                    </div>
                  </Td>
                  <Td className="whitespace-nowrap" data-label={t('superadmin.submittedAt')}>
                    {formatDateTime(m.createdAt)}
                  </Td>
                  <Td data-label={t('superadmin.status')}>
                    <Badge className={STATUS_TONE[m.status]}>{t(STATUS_LABEL[m.status])}</Badge>
                  </Td>
                  <Td data-label={t('superadmin.action')}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant={m.status === 'new' ? 'primary' : 'outline'}
                        onClick={() => setReplying(m)}
                        aria-label={t('superadmin.replyTo', { name: m.name })}
                      >
                        {t('superadmin.reply')}
                      </Button>
                      {m.status === 'new' && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('superadmin.closeFrom', { name: m.name })}
                          onClick={() => close.mutate({ id: m._id }, { onError: (err) => toast.error(messageOf(err, t('superadmin.closeFailed'))) })}
                        >
                          {t('superadmin.close')}
                        </Button>
                      )}
                    </div>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('superadmin.messagePages')} />
        </div>
      )}
      {replying && <ReplyToContact message={replying} onClose={() => setReplying(null)} />}
    </Page>
  );
}
