import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { ContactBlock, LAW_NOTE, PolicySection } from './components';

/**
 * /returns-policy — the marketplace's returns and refunds policy (issue 26 #6): each shop sets its own policy, shown on
 * its products, and the order keeps the policy it was placed under. Consumer Protection (E-Commerce) Rules 2020, r.5.
 */
export function ReturnsPolicyPage() {
  usePageTitle('Returns and refunds');
  return (
    <Page narrow>
      <PageHeader title="Returns and refunds" subtitle="Each shop on Bazaar sets its own returns policy. Here is how it works." />
      <div className="space-y-6 text-ink-800">
        <PolicySection title="Each shop sets its policy">
          <p>
            A shop chooses no returns, returns within a number of days, or replacement only; a product may narrow it (perishables, for example, are often not
            returnable). The policy that applies is shown on every product’s page and in your cart before you order, and your order keeps the policy it was
            placed under, even if the shop changes it later.
          </p>
        </PolicySection>
        <PolicySection title="Asking for a return">
          <p>
            From your order’s page, once it is delivered and within the shop’s window, choose the items and the quantity, say why, and ask for a refund or a
            replacement where the shop allows it. The shop accepts or declines with a reason, collects the item, and refunds or replaces it.
          </p>
        </PolicySection>
        <PolicySection title="Refunds of cash orders">
          <p>
            You paid cash on delivery, so the shop refunds you to the UPI ID or bank account you give for that return. You confirm when the money arrives, or
            tell us it did not. A return also cancels the tax on the returned items with a credit note.
          </p>
        </PolicySection>
        <PolicySection title="Before delivery">
          <p>
            You can cancel an order until the shop confirms it; nothing is charged. Read the{' '}
            <Link to="/shipping-policy" className="font-semibold text-accent-800 underline">
              shipping policy
            </Link>{' '}
            for delivery and cash on delivery.
          </p>
        </PolicySection>
        <PolicySection title="If something goes wrong">
          <p>
            <Link to="/grievances/new" className="font-semibold text-accent-800 underline">
              File a complaint
            </Link>
            : the shop, or Bazaar, answers within the times on the grievance redressal page.
          </p>
        </PolicySection>
        <ContactBlock />
        <p className="text-xs text-ink-600">Under the Consumer Protection (E-Commerce) Rules 2020. {LAW_NOTE}</p>
      </div>
    </Page>
  );
}
