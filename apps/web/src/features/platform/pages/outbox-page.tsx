import { useState } from 'react';
import type { OutboxMessageDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useOutbox, useOutboxMessage } from '../api/get-outbox';
import { useAlertOnError } from '@/hooks/use-alert-on-error';
import { ChannelMessages } from '../components/channel-messages';
import { t, type MessageId } from '@/i18n/i18n';

const STATUS: Record<OutboxMessageDto['status'], { label: MessageId; tone: string }> = {
  held: { label: 'superadmin.outboxHeld', tone: 'bg-ink-100 text-ink-800 ring-ink-300' },
  pending: { label: 'superadmin.msgWaiting', tone: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40' },
  sending: { label: 'superadmin.msgSending', tone: 'bg-blue-100 text-blue-800 ring-blue-600/30' },
  sent: { label: 'superadmin.msgSent', tone: 'bg-green-100 text-green-800 ring-green-600/30' },
  failed: { label: 'superadmin.msgFailed', tone: 'bg-red-100 text-red-800 ring-red-600/30' },
};

function MessageText({ id }: { id: string }) {
  const q = useOutboxMessage(id);
  if (q.isPending) return <Spinner label={t('superadmin.outboxLoadingOne')} />;
  if (q.isError || !q.data) return <p className="text-sm text-red-700">{t('superadmin.outboxLoadOneFailed')}</p>;
  return (
    <pre
      className="mt-3 max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-3 font-sans text-sm text-ink-900"
      data-testid="outbox-text"
    >
      {q.data.text}
    </pre>
  );
}

/** /superadmin/outbox — every message the platform wrote, newest first; without SMTP_URL they are held here. */
export default function OutboxPage() {
  usePageTitle(t('superadmin.outbox'));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const q = useOutbox(page);
  useAlertOnError(q.isError, t('superadmin.outboxFailed'));
  const data = q.data;

  return (
    <Page>
      <PageHeader title={t('superadmin.outbox')} subtitle={t('superadmin.outboxSubtitle')} />
      {q.isPending ? (
        <Spinner label={t('superadmin.outboxLoading')} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('superadmin.outboxNone')} icon="✉️" />
      ) : (
        <div className="space-y-6">
          <ul className="space-y-3" aria-label={t('superadmin.messages')}>
            {data.items.map((m) => (
              <li key={m._id} className="rounded-xl border border-ink-200 bg-white p-4 shadow-sm" data-testid="outbox-item">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 break-words font-semibold text-ink-900">{m.subject}</p>
                  <Badge className={STATUS[m.status].tone}>{t(STATUS[m.status].label)}</Badge>
                </div>
                <p className="mt-1 break-all text-sm text-ink-700">{t('superadmin.to', { recipient: m.recipient })}</p>
                <p className="mt-1 text-sm text-ink-600">
                  {formatDateTime(m.createdAt)}
                  {m.attempts > 0 && ` · ${t('superadmin.tries', { count: m.attempts })}`}
                  {m.sentAt && ` · ${t('superadmin.sentAt', { when: formatDateTime(m.sentAt) })}`}
                  {m.hasAttachment && ` · ${t('superadmin.invoiceAttached')}`}
                </p>
                {m.lastError && m.status !== 'sent' && (
                  <p className="mt-1 break-words text-sm text-red-700">{t('superadmin.lastError', { error: m.lastError })}</p>
                )}
                <Button variant="outline" size="sm" className="mt-3" aria-expanded={open === m._id} onClick={() => setOpen(open === m._id ? null : m._id)}>
                  {open === m._id ? t('superadmin.hideMessage') : t('superadmin.openMessage')}
                </Button>
                {open === m._id && <MessageText id={m._id} />}
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('superadmin.outboxPages')} />
        </div>
      )}
      <ChannelMessages />
    </Page>
  );
}
