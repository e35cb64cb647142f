import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function TermsPage() {
  usePageTitle('Terms & Conditions');
  return (
    <Page>
      <PageHeader title="Terms & Conditions" />
    </Page>
  );
}
