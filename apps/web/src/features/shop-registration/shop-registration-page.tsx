import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function ShopRegistrationPage() {
  usePageTitle('Register Your Shop');
  return (
    <Page>
      <PageHeader title="Register Your Shop" />
    </Page>
  );
}
