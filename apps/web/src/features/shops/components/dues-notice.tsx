import { formatRupees } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button';
import { t } from '@/i18n/i18n';
import { useDuesNotice } from '../api/get-dues-notice';

/**
 * On the owner's dashboard: why the shop takes no orders (overdue fees above the platform's threshold) and how
 * much to pay; or, when something is overdue but not yet blocking, a reminder. Nothing when all is paid on time.
 */
export function DuesNotice() {
  const ledger = useDuesNotice();
  const l = ledger.data;
  if (!l || l.overdue <= 0) return null;
  const toUnblock = Math.round((l.overdue - l.blockThreshold) * 100) / 100;
  return (
    <div
      role={l.blocked ? 'alert' : 'status'}
      className={
        l.blocked
          ? 'mt-6 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-red-900'
          : 'mt-6 rounded-2xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-ink-900'
      }
    >
      {l.blocked ? (
        <p className="font-semibold">
          {t('admin.duesBlocked', {
            overdue: formatRupees(l.overdue),
            days: l.graceDays,
            threshold: formatRupees(l.blockThreshold),
            toUnblock: formatRupees(toUnblock),
            balance: formatRupees(l.balance),
          })}
        </p>
      ) : (
        <p className="font-semibold">{t('admin.duesOverdue', { overdue: formatRupees(l.overdue), threshold: formatRupees(l.blockThreshold) })}</p>
      )}
      <ButtonLink to="/admin/payments" variant={l.blocked ? 'danger' : 'secondary'} size="sm" className="mt-2">
        {t('admin.seePayments')}
      </ButtonLink>
    </div>
  );
}
