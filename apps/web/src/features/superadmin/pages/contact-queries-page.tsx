import { usePageTitle } from '../../../hooks/use-page-title';
import { Page, PageHeader } from '../../../components/ui';

/** Placeholder: the admin/superadmin engineer replaces this page (keep the default export). */
export default function ContactQueriesPage() {
  usePageTitle('Contact Messages');
  return (
    <Page>
      <PageHeader title="Contact Messages" subtitle="This screen is being built." />
    </Page>
  );
}
