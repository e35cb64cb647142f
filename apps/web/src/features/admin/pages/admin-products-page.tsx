import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function AdminProductsPage() {
  usePageTitle('My Products');
  return (
    <Page>
      <PageHeader title="My Products" subtitle="This screen is being built." />
    </Page>
  );
}
