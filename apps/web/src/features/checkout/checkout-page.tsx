import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <Page>
      <PageHeader title="Checkout" />
    </Page>
  );
}
