import { useState } from 'react';
import type { OndcCallbackDto, OrderStatus } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Badge, statusTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useOndcCallbacks, useOndcOrders, useOndcOverview } from '../api/ondc';
import { t, type MessageId } from '@/i18n/i18n';

const ORDER_STATUS: Record<OrderStatus, MessageId> = {
  Pending: 'superadmin.ondcStatusPending',
  Confirmed: 'superadmin.ondcStatusConfirmed',
  Packed: 'superadmin.ondcStatusPacked',
  Shipped: 'superadmin.ondcStatusShipped',
  Delivered: 'superadmin.ondcStatusDelivered',
  Cancelled: 'superadmin.ondcStatusCancelled',
  Refused: 'superadmin.ondcStatusRefused',
};

const CALLBACK_STATUS: Record<OndcCallbackDto['status'], { label: MessageId; tone: string }> = {
  pending: { label: 'superadmin.ondcRetrying', tone: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40' },
  failed: { label: 'superadmin.ondcGaveUp', tone: 'bg-red-100 text-red-800 ring-red-600/30' },
};

/** What the server needs to be on ONDC (README "Selling on ONDC"): names, not texts to translate. */
const ONDC_VARIABLES = ['ONDC_SUBSCRIBER_ID', 'ONDC_SUBSCRIBER_URL', 'ONDC_UNIQUE_KEY_ID', 'ONDC_SIGNING_PRIVATE_KEY', 'ONDC_REGISTRY_URL', 'ONDC_CITY'];

const card = 'rounded-xl border border-ink-200 bg-white p-4 shadow-sm';
const failedBox = 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700';

/** On or off, and as whom; off, what turns it on. */
function NetworkState() {
  const q = useOndcOverview();
  if (q.isPending) return <Spinner label={t('superadmin.ondcLoading')} />;
  if (q.isError)
    return (
      <p role="alert" className={failedBox}>
        {messageOf(q.error, t('superadmin.ondcLoadFailed'))}
      </p>
    );
  const o = q.data;
  if (o.enabled)
    return (
      <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-900" data-testid="ondc-state">
        <p className="font-semibold">{t('superadmin.ondcOn', { subscriber: o.subscriberId ?? '', cities: o.cities.join(', ') })}</p>
        <p className="mt-1 break-all">{t('superadmin.ondcEndpoints', { url: o.subscriberUrl ?? '' })}</p>
      </div>
    );
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="ondc-state">
      <h2 className="text-base font-semibold">{t('superadmin.ondcOffTitle')}</h2>
      <p className="mt-1">{t('superadmin.ondcOffWhat')}</p>
      <p className="mt-2">{t('superadmin.ondcOffHow')}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('superadmin.ondcVariables')}>
        {ONDC_VARIABLES.map((v) => (
          <li key={v}>
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-ink-900 ring-1 ring-amber-300">{v}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Orders() {
  const [page, setPage] = useState(1);
  const q = useOndcOrders(page);
  return (
    <section aria-labelledby="ondc-orders" className="mt-8">
      <h2 id="ondc-orders" className="text-lg font-semibold text-ink-900">
        {t('superadmin.ondcOrders')}
      </h2>
      {q.isPending ? (
        <Spinner label={t('superadmin.ondcOrdersLoading')} />
      ) : q.isError ? (
        <p role="alert" className={`mt-2 ${failedBox}`}>
          {messageOf(q.error, t('superadmin.ondcOrdersFailed'))}
        </p>
      ) : q.data.items.length === 0 ? (
        <div className="mt-3">
          <EmptyState title={t('superadmin.ondcOrdersNone')} icon="box">
            <p className="text-ink-600">{t('superadmin.ondcOrdersNoneHint')}</p>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('superadmin.ondcOrders')}>
            {q.data.items.map((o) => (
              <li key={o._id} className={card} data-testid="ondc-order">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold text-ink-900">
                    {t('superadmin.ondcOrderNumber', { number: o.orderNumber })} · {o.shopName}
                  </p>
                  <Badge className={statusTone(o.status)}>{t(ORDER_STATUS[o.status])}</Badge>
                </div>
                <p className="mt-1 break-all text-sm text-ink-700">{t('superadmin.ondcBuyerOrder', { app: o.buyerApp, id: o.buyerOrderId })}</p>
                <p className="mt-1 text-sm text-ink-700">
                  {formatDateTime(o.createdAt)} · <span className="font-semibold text-ink-900">{formatRupees(o.total)}</span>
                </p>
                <p className="mt-1 break-all text-xs text-ink-600">{t('superadmin.ondcTransaction', { id: o.transactionId })}</p>
              </li>
            ))}
          </ul>
          <Pagination page={q.data.page} totalPages={q.data.totalPages} onChange={setPage} label={t('superadmin.ondcOrdersPages')} />
        </div>
      )}
    </section>
  );
}

function Callbacks() {
  const [page, setPage] = useState(1);
  const q = useOndcCallbacks(page);
  return (
    <section aria-labelledby="ondc-callbacks" className="mt-8">
      <h2 id="ondc-callbacks" className="text-lg font-semibold text-ink-900">
        {t('superadmin.ondcCallbacks')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('superadmin.ondcCallbacksHint')}</p>
      {q.isPending ? (
        <Spinner label={t('superadmin.ondcCallbacksLoading')} />
      ) : q.isError ? (
        <p role="alert" className={`mt-2 ${failedBox}`}>
          {messageOf(q.error, t('superadmin.ondcCallbacksFailed'))}
        </p>
      ) : q.data.items.length === 0 ? (
        <p className="mt-3 rounded-lg border border-ink-200 bg-white px-4 py-3 text-sm text-ink-700" data-testid="ondc-callbacks-none">
          {t('superadmin.ondcCallbacksNone')}
        </p>
      ) : (
        <div className="mt-3 space-y-4">
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('superadmin.ondcCallbacks')}>
            {q.data.items.map((c) => (
              <li key={c._id} className={card} data-testid="ondc-callback">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 break-all font-mono font-semibold text-ink-900">{c.action}</p>
                  <Badge className={CALLBACK_STATUS[c.status].tone}>{t(CALLBACK_STATUS[c.status].label)}</Badge>
                </div>
                {c.buyerApp && <p className="mt-1 break-all text-sm text-ink-700">{t('superadmin.to', { recipient: c.buyerApp })}</p>}
                <p className="mt-1 text-sm text-ink-700">
                  {formatDateTime(c.createdAt)}
                  {` · ${t('superadmin.tries', { count: c.attempts })}`}
                  {c.nextAttemptAt && ` · ${t('superadmin.ondcNextTry', { when: formatDateTime(c.nextAttemptAt) })}`}
                </p>
                {c.lastError && <p className="mt-1 break-words text-sm text-red-700">{t('superadmin.lastError', { error: c.lastError })}</p>}
                <div className="mt-2 space-y-0.5 break-all text-xs text-ink-600">
                  {c.transactionId && <p>{t('superadmin.ondcTransaction', { id: c.transactionId })}</p>}
                  {c.messageId && <p>{t('superadmin.ondcMessage', { id: c.messageId })}</p>}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={q.data.page} totalPages={q.data.totalPages} onChange={setPage} label={t('superadmin.ondcCallbacksPages')} />
        </div>
      )}
    </section>
  );
}

/**
 * /superadmin/ondc — Bazaar as a seller app on ONDC (issue 29 #3): whether it is on (and how to turn it on), the
 * orders buyer apps placed, and the callbacks to buyer apps not sent yet or given up on. Ids and sums only: never a
 * buyer's name, phone or address.
 */
export default function OndcPage() {
  usePageTitle(t('superadmin.ondcTitle'));
  return (
    <Page>
      <PageHeader title={t('superadmin.ondcTitle')} subtitle={t('superadmin.ondcSubtitle')} />
      <NetworkState />
      <Orders />
      <Callbacks />
    </Page>
  );
}
