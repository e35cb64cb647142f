import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function DeliveryChargesPage() {
  usePageTitle('Delivery Charges');
  return (
    <Page>
      <PageHeader title="Delivery Charges" />
    </Page>
  );
}
