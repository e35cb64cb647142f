import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function AllOrdersPage() {
  usePageTitle('Orders Placed on Your Shop');
  return (
    <Page>
      <PageHeader title="Orders Placed on Your Shop" subtitle="This screen is being built." />
    </Page>
  );
}
