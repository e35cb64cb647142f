import { useState } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useCompleteErasure, useErasureRequests } from '../api/erasure-requests';
import { OndcBuyerErasureForm } from '../components/ondc-buyer-erasure-form';
import { t, type MessageId } from '@/i18n/i18n';

const STATUS: Record<'Pending' | 'Completed', MessageId> = { Pending: 'superadmin.erasurePending', Completed: 'superadmin.erasureCompleted' };

/** /superadmin/erasure-requests — accounts that asked to be erased while orders were open (decision 085). */
export default function ErasureRequestsPage() {
  usePageTitle(t('superadmin.erasureTitle'));
  const q = useErasureRequests();
  const complete = useCompleteErasure();
  const [result, setResult] = useState<{ id: string; ok: boolean; text: string } | null>(null);

  const onComplete = (id: string) => {
    setResult(null);
    complete.mutate(id, {
      onSuccess: () => setResult({ id, ok: true, text: t('superadmin.erased') }),
      onError: (err) => setResult({ id, ok: false, text: messageOf(err, t('superadmin.eraseFailed')) }),
    });
  };

  return (
    <Page>
      <PageHeader title={t('superadmin.erasureTitle')} subtitle={t('superadmin.erasureSubtitle')} />
      {q.isPending ? (
        <Spinner label={t('superadmin.erasureLoading')} />
      ) : q.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {messageOf(q.error, t('superadmin.erasureLoadFailed'))}
        </p>
      ) : q.data.items.length === 0 ? (
        <EmptyState title={t('superadmin.erasureNone')} />
      ) : (
        <ul className="space-y-3" aria-label={t('superadmin.erasureTitle')}>
          {q.data.items.map((r) => (
            <li key={r._id} className="rounded-xl border border-ink-200 bg-white p-4 shadow-sm" data-testid="erasure-request">
              <p className="font-semibold text-ink-900">
                {r.name} · <span className={r.status === 'Pending' ? 'text-yellow-800' : 'text-green-800'}>{t(STATUS[r.status])}</span>
              </p>
              <p className="text-sm text-ink-700">
                {t('superadmin.erasureAsked', { when: formatDateTime(r.requestedAt), reason: r.reason, open: r.openOrders })}
                {r.completedAt && t('superadmin.erasureDone', { when: formatDateTime(r.completedAt) })}
              </p>
              {r.status === 'Pending' && (
                <Button
                  type="button"
                  variant="danger"
                  size="sm"
                  className="mt-2"
                  loading={complete.isPending && complete.variables === r._id}
                  onClick={() => onComplete(r._id)}
                >
                  {t('superadmin.erasureComplete')}
                </Button>
              )}
              {result?.id === r._id && (
                <p role={result.ok ? 'status' : 'alert'} className={`mt-2 text-sm font-medium ${result.ok ? 'text-green-800' : 'text-red-700'}`}>
                  {result.text}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <OndcBuyerErasureForm />
    </Page>
  );
}
