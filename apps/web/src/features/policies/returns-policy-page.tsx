import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { ContactBlock, lawNote, PolicySection } from './components';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/**
 * /returns-policy — the marketplace's returns and refunds policy (issue 26 #6): each shop sets its own policy, shown on
 * its products, and the order keeps the policy it was placed under. Consumer Protection (E-Commerce) Rules 2020, r.5.
 */
export function ReturnsPolicyPage() {
  usePageTitle(t('policies.returnsTitle'));
  return (
    <Page narrow>
      <PageHeader title={t('policies.returnsTitle')} subtitle={t('policies.returnsSubtitle')} />
      <div className="space-y-6 text-ink-800">
        <PolicySection title={t('policies.r.eachShop')}>
          <p>{t('policies.r.eachShopText')}</p>
        </PolicySection>
        <PolicySection title={t('policies.r.asking')}>
          <p>{t('policies.r.askingText')}</p>
        </PolicySection>
        <PolicySection title={t('policies.r.refunds')}>
          <p>{t('policies.r.refundsText')}</p>
        </PolicySection>
        <PolicySection title={t('policies.r.before')}>
          <p>
            {rich('policies.r.beforeText', {
              link: (
                <Link to="/shipping-policy" className="font-semibold text-accent-800 underline">
                  {t('policies.r.shippingLink')}
                </Link>
              ),
            })}
          </p>
        </PolicySection>
        <PolicySection title={t('policies.r.wrong')}>
          <p>
            {rich('policies.r.wrongText', {
              link: (
                <Link to="/grievances/new" className="font-semibold text-accent-800 underline">
                  {t('policies.r.fileComplaint')}
                </Link>
              ),
            })}
          </p>
        </PolicySection>
        <ContactBlock />
        <p className="text-xs text-ink-600">
          {t('policies.returnsLaw')} {lawNote()}
        </p>
      </div>
    </Page>
  );
}
