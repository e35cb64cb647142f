import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function RegisterPage() {
  usePageTitle('Create Account');
  return (
    <Page>
      <PageHeader title="Create Account" />
    </Page>
  );
}
