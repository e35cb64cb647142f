import { ButtonLink } from '@/components/ui/button';
import { t } from '@/i18n/i18n';
import { useDashboard } from '../api/get-dashboard';

/**
 * On the owner's dashboard, before any order arrives (issue 22 #2): how many products an invoice would give a
 * suggested GST rate the owner has not checked (or, above ₹5 crore turnover, lack a 6-digit HSN code), with a
 * link to My Products where each is flagged. Nothing when there are none.
 */
export function TaxNotice() {
  const dashboard = useDashboard(true);
  const n = dashboard.data?.taxToCheck ?? 0;
  if (n <= 0) return null;
  return (
    <div role="status" className="mt-6 rounded-2xl border border-saffron-300 bg-saffron-50 px-4 py-3 text-ink-900" data-testid="tax-notice">
      <p className="font-semibold">{t('admin.taxToCheck', { count: n })}</p>
      <p className="text-sm text-ink-700">{t('admin.taxToCheckHint')}</p>
      <ButtonLink to="/admin/products" variant="secondary" size="sm" className="mt-2">
        {t('admin.checkInProducts')}
      </ButtonLink>
    </div>
  );
}
