import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function AdminsPage() {
  usePageTitle('SuperAdmin Panel');
  return (
    <Page>
      <PageHeader title="SuperAdmin Panel" subtitle="This screen is being built." />
    </Page>
  );
}
