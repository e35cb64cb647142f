import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { t } from '@/i18n/i18n';

export function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <Page narrow className="py-20 text-center">
      <p className="text-6xl font-black text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-600">{t('notFound.text')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          {t('footer.contactUs')}
        </ButtonLink>
      </div>
    </Page>
  );
}
