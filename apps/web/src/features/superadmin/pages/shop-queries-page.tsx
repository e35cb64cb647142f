import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function ShopQueriesPage() {
  usePageTitle('Shop Registration Queries');
  return (
    <Page>
      <PageHeader title="Shop Registration Queries" subtitle="This screen is being built." />
    </Page>
  );
}
