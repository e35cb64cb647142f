import { useState } from 'react';
import { Link } from 'react-router';
import { GRIEVANCE_STATUSES } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useGrievances, type GrievanceScope } from './api/grievances';
import { GrievanceStatusBadge, STATUS_LABEL } from './components/grievance-status';
import { GrievanceSettingsForm } from './components/grievance-settings-form';
import { t, type MessageId } from '@/i18n/i18n';

const TITLE: Record<GrievanceScope, MessageId> = { mine: 'griev.mine', shop: 'griev.complaints', platform: 'griev.complaints' };
const BASE: Record<GrievanceScope, string> = { mine: '/grievances', shop: '/admin/grievances', platform: '/superadmin/grievances' };

/** A list of complaints with their clocks: the shopper's own, the shop's, or every one (issue 26 #5). */
function GrievanceList({ scope }: { scope: GrievanceScope }) {
  usePageTitle(t(TITLE[scope]));
  const [status, setStatus] = useState('all');
  const q = useGrievances(scope, status);
  const items = q.data?.items ?? [];
  return (
    <Page>
      <PageHeader
        title={t(TITLE[scope])}
        subtitle={scope === 'mine' ? t('griev.mineSubtitle') : scope === 'shop' ? t('griev.shopSubtitle') : t('griev.platformSubtitle')}
        actions={scope === 'mine' ? <ButtonLink to="/grievances/new">{t('griev.file')}</ButtonLink> : undefined}
      />
      {scope !== 'mine' && (
        <Field label={t('griev.status')} className="mb-4 max-w-xs">
          {(p) => (
            <Select {...p} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="all">{t('griev.all')}</option>
              {GRIEVANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABEL[s])}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {q.isPending ? (
        <Spinner label={t('griev.loading')} />
      ) : q.isError ? (
        <p role="alert" className="text-red-800">
          {messageOf(q.error, t('griev.loadFailed'))}
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={t('griev.none')}>{status === 'all' ? t('griev.nothing') : t('griev.noneStatus')}</EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((g) => (
            <li key={g._id}>
              <Link
                to={`${BASE[scope]}/${g._id}`}
                className="block rounded-xl border border-ink-200 bg-white p-4 hover:border-accent-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink-900">
                    {g.ticketNumber} · {g.subject}
                  </span>
                  <GrievanceStatusBadge status={g.status} overdue={g.overdue} />
                </div>
                <p className="mt-1 text-sm text-ink-600">
                  {g.name}
                  {g.shopName ? ` · ${g.shopName}` : ''} · {t('griev.filed', { when: formatDateTime(g.createdAt) })} ·{' '}
                  {g.resolvedAt ? t('griev.resolvedOn', { when: formatDateTime(g.resolvedAt) }) : t('griev.due', { when: formatDateTime(g.dueBy) })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {scope === 'platform' && <GrievanceSettingsForm />}
    </Page>
  );
}

export function MyGrievancesPage() {
  return <GrievanceList scope="mine" />;
}
export function ShopGrievancesPage() {
  return <GrievanceList scope="shop" />;
}
export function PlatformGrievancesPage() {
  return <GrievanceList scope="platform" />;
}
