import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function OrderSuccessPage() {
  usePageTitle('Order Placed Successfully');
  return (
    <Page>
      <PageHeader title="Order Placed Successfully" />
    </Page>
  );
}
