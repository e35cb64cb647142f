import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function CartPage() {
  usePageTitle('Cart');
  return (
    <Page>
      <PageHeader title="Cart" />
    </Page>
  );
}
