import { usePageTitle } from '../../hooks/use-page-title';
import { Page, PageHeader } from '../../components/ui';

export function VendorGuidePage() {
  usePageTitle('Vendor Onboarding Guide');
  return (
    <Page>
      <PageHeader title="Vendor Onboarding Guide" />
    </Page>
  );
}
