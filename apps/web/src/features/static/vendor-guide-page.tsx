import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Section, TextHero } from './components';
import { t } from '@/i18n/i18n';

export function VendorGuidePage() {
  usePageTitle(t('footer.vendorGuide'));
  return (
    <Page narrow>
      <TextHero eyebrow={t('static.about.sell')} title={t('footer.vendorGuide')}>
        {t('static.guide.intro')}
      </TextHero>
      <ol className="space-y-8">
        <li>
          <Section title={t('static.guide.register')} number={1}>
            <p>{t('static.guide.registerText')}</p>
            <p>{t('static.guide.registerNeeds')}</p>
          </Section>
        </li>
        <li>
          <Section title={t('static.guide.products')} number={2}>
            <p>{t('static.guide.productsText')}</p>
          </Section>
        </li>
        <li>
          <Section title={t('static.guide.orders')} number={3}>
            <p>{t('static.guide.ordersText')}</p>
          </Section>
        </li>
        <li>
          <Section title={t('static.guide.promote')} number={4}>
            <p>{t('static.guide.promoteText')}</p>
          </Section>
        </li>
        <li>
          <Section title={t('static.guide.rules')} number={5}>
            <p>{t('static.guide.rulesText')}</p>
          </Section>
        </li>
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/ragister-form" size="lg">
          {t('footer.registerShop')}
        </ButtonLink>
        <ButtonLink to="/terms" variant="outline" size="lg">
          {t('footer.terms')}
        </ButtonLink>
      </div>
    </Page>
  );
}
