import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function HomePage() {
  usePageTitle('Home');
  return (
    <Page>
      <PageHeader title="Home" />
    </Page>
  );
}
