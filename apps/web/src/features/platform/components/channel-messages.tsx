import { useState } from 'react';
import type { ChannelMessageDto, MessageKind } from '@bazaar/shared';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useChannelMessages } from '../api/get-outbox';
import { t, type MessageId } from '@/i18n/i18n';

const STATUS: Record<ChannelMessageDto['status'], { label: MessageId; tone: string }> = {
  pending: { label: 'superadmin.msgWaiting', tone: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40' },
  sending: { label: 'superadmin.msgSending', tone: 'bg-blue-100 text-blue-800 ring-blue-600/30' },
  sent: { label: 'superadmin.msgSent', tone: 'bg-green-100 text-green-800 ring-green-600/30' },
  delivered: { label: 'superadmin.msgDelivered', tone: 'bg-green-100 text-green-800 ring-green-600/30' },
  read: { label: 'superadmin.msgRead', tone: 'bg-green-100 text-green-800 ring-green-600/30' },
  failed: { label: 'superadmin.msgFailed', tone: 'bg-red-100 text-red-800 ring-red-600/30' },
  capped: { label: 'superadmin.msgCapped', tone: 'bg-orange-100 text-orange-900 ring-orange-600/40' },
};
const CHANNEL = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;
/** `MESSAGE_KIND_LABELS` of packages/shared, in the active language; a kind not listed here shows as it is. */
const KIND: Record<MessageKind, MessageId> = {
  'order-placed': 'superadmin.kindOrderPlaced',
  'order-confirmed': 'superadmin.kindOrderConfirmed',
  'order-delivered': 'superadmin.kindOrderDelivered',
  'order-cancelled': 'superadmin.kindOrderCancelled',
  'order-refused': 'superadmin.kindOrderRefused',
  'new-order': 'superadmin.kindNewOrder',
  'cod-code': 'superadmin.kindCodCode',
  'password-reset': 'superadmin.kindPasswordReset',
};
const kindLabel = (k: string) => (Object.hasOwn(KIND, k) ? t(KIND[k as MessageKind]) : k);

/** The Outbox screen's SMS and WhatsApp part (issue 27 #3): each message's channel and status, never its text. */
export function ChannelMessages() {
  const [page, setPage] = useState(1);
  const q = useChannelMessages(page);
  return (
    <section aria-labelledby="channel-messages" className="mt-8">
      <h2 id="channel-messages" className="text-lg font-semibold text-ink-900">
        {t('superadmin.channels')}
      </h2>
      {q.isPending ? (
        <Spinner label={t('superadmin.channelsLoading')} />
      ) : q.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('superadmin.channelsFailed')}
        </p>
      ) : q.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t('superadmin.channelsNone')}</p>
      ) : (
        <div className="mt-3 space-y-4">
          <ul className="space-y-3" aria-label={t('superadmin.channelsList')}>
            {q.data.items.map((m) => (
              <li key={m._id} className="rounded-xl border border-ink-200 bg-white p-4 shadow-sm" data-testid="channel-message">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 break-words font-semibold text-ink-900">
                    {t('superadmin.channelKind', { channel: CHANNEL[m.channel], kind: kindLabel(m.kind) })}
                  </p>
                  <Badge className={STATUS[m.status].tone}>{t(STATUS[m.status].label)}</Badge>
                </div>
                <p className="mt-1 break-all text-sm text-ink-700">{t('superadmin.to', { recipient: m.recipient })}</p>
                <p className="mt-1 text-sm text-ink-600">
                  {formatDateTime(m.createdAt)}
                  {m.attempts > 0 && ` · ${t('superadmin.tries', { count: m.attempts })}`}
                  {m.statusAt && ` · ${t('superadmin.statusSince', { status: t(STATUS[m.status].label), when: formatDateTime(m.statusAt) })}`}
                  {m.providerMessageId && ` · ${t('superadmin.providerId', { id: m.providerMessageId })}`}
                </p>
                {m.lastError && !['sent', 'delivered', 'read'].includes(m.status) && (
                  <p className="mt-1 break-words text-sm text-red-700">{t('superadmin.lastError', { error: m.lastError })}</p>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={q.data.page} totalPages={q.data.totalPages} onChange={setPage} label={t('superadmin.channelsPages')} />
        </div>
      )}
    </section>
  );
}
