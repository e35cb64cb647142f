import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { useShippingTerms } from './api/shipping-terms';
import { ContactBlock, lawNote, Loading, PolicySection } from './components';
import { t } from '@/i18n/i18n';

/** /shipping-policy — delivery and cash on delivery, every figure from the settings in force (issue 26 #6). */
export function ShippingPolicyPage() {
  usePageTitle(t('policies.shippingTitle'));
  const q = useShippingTerms();
  const s = q.data;
  return (
    <Page narrow>
      <PageHeader title={t('policies.shippingTitle')} subtitle={t('policies.shippingSubtitle')} />
      <div className="space-y-6 text-ink-800">
        {!s ? (
          <Loading what="terms" error={q.isError} />
        ) : (
          <>
            <PolicySection title={t('policies.s.who')}>
              <p>{t('policies.s.whoText')}</p>
            </PolicySection>
            <PolicySection title={t('policies.s.cost')}>
              <p data-testid="shipping-charge">{t('policies.s.costText', { amount: formatRupees(s.deliveryChargePerShop) })}</p>
            </PolicySection>
            <PolicySection title={t('policies.s.paying')}>
              <ul className="list-disc space-y-1 pl-6">
                <li>{t('policies.s.payEach')}</li>
                <li>{s.codFee > 0 ? t('policies.s.codFee', { fee: formatRupees(s.codFee) }) : t('policies.s.noCodFee')}</li>
                <li data-testid="shipping-cod-max">{t('policies.s.codMax', { max: formatRupees(s.codMaxOrderValue) })}</li>
                {s.cashCeiling !== null && <li>{t('policies.s.ceiling', { law: s.cashCeilingLaw ?? '', amount: formatRupees(s.cashCeiling) })}</li>}
                {s.codConfirmAbove !== null && <li>{t('policies.s.confirmAbove', { amount: formatRupees(s.codConfirmAbove), hours: s.codConfirmHours })}</li>}
              </ul>
            </PolicySection>
            <PolicySection title={t('policies.s.notArrive')}>
              <p>{t('policies.s.notArriveText')}</p>
            </PolicySection>
          </>
        )}
        <ContactBlock />
        <p className="text-xs text-ink-600">{lawNote()}</p>
      </div>
    </Page>
  );
}
