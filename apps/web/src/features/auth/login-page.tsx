import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function LoginPage() {
  usePageTitle('Login');
  return (
    <Page>
      <PageHeader title="Login" />
    </Page>
  );
}
