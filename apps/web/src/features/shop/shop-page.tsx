import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function ShopPage() {
  usePageTitle('Shop');
  return (
    <Page>
      <PageHeader title="Shop" />
    </Page>
  );
}
