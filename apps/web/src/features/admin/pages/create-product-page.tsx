import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function CreateProductPage() {
  usePageTitle('Create Product');
  return (
    <Page>
      <PageHeader title="Create Product" subtitle="This screen is being built." />
    </Page>
  );
}
