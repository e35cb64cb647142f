import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function AboutPage() {
  usePageTitle('About');
  return (
    <Page>
      <PageHeader title="About" />
    </Page>
  );
}
