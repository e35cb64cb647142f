import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <Page>
      <PageHeader title="Contact" />
    </Page>
  );
}
