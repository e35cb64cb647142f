import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <Page>
      <PageHeader title="Admin Dashboard" subtitle="This screen is being built." />
    </Page>
  );
}
