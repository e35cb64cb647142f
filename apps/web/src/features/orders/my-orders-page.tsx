import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function MyOrdersPage() {
  usePageTitle('My Orders');
  return (
    <Page>
      <PageHeader title="My Orders" />
    </Page>
  );
}
