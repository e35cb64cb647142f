import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function CreateShopPage() {
  usePageTitle('Create Shop');
  return (
    <Page>
      <PageHeader title="Create Shop" subtitle="This screen is being built." />
    </Page>
  );
}
