import type { GrievanceStatus } from '@bazaar/shared';
import { Badge } from '@/components/ui/badge';
import { t, type MessageId } from '@/i18n/i18n';

const TONE: Record<GrievanceStatus, string> = {
  Open: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  InProgress: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  Escalated: 'bg-red-100 text-red-800 ring-red-600/30',
  Resolved: 'bg-green-100 text-green-800 ring-green-600/30',
  Reopened: 'bg-purple-100 text-purple-800 ring-purple-600/30',
};

export const STATUS_LABEL: Record<GrievanceStatus, MessageId> = {
  Open: 'griev.statusOpen',
  InProgress: 'griev.statusInProgress',
  Escalated: 'griev.statusEscalated',
  Resolved: 'griev.statusResolved',
  Reopened: 'griev.statusReopened',
};

export function GrievanceStatusBadge({ status, overdue }: { status: GrievanceStatus; overdue?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge className={TONE[status]}>{t(STATUS_LABEL[status])}</Badge>
      {overdue && <Badge className="bg-red-600 text-white ring-red-700">{t('griev.overdue')}</Badge>}
    </span>
  );
}
