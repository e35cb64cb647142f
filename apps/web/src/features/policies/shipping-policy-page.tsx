import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { useShippingTerms } from './api/shipping-terms';
import { ContactBlock, LAW_NOTE, Loading, PolicySection } from './components';

/** /shipping-policy — delivery and cash on delivery, every figure from the settings in force (issue 26 #6). */
export function ShippingPolicyPage() {
  usePageTitle('Shipping policy');
  const q = useShippingTerms();
  const s = q.data;
  return (
    <Page narrow>
      <PageHeader title="Shipping policy" subtitle="Who delivers, what it costs, and how you pay." />
      <div className="space-y-6 text-ink-800">
        {!s ? (
          <Loading what="delivery terms" error={q.isError} />
        ) : (
          <>
            <PolicySection title="Who delivers">
              <p>Each shop packs and delivers its own order. A cart with items from several shops becomes one order per shop.</p>
            </PolicySection>
            <PolicySection title="What delivery costs">
              <p data-testid="shipping-charge">
                {formatRupees(s.deliveryChargePerShop)} per shop order, whatever the weight. Your cart and checkout show the same figure, shop by shop, before
                you order.
              </p>
            </PolicySection>
            <PolicySection title="Paying: cash on delivery">
              <ul className="list-disc space-y-1 pl-6">
                <li>You pay each shop’s delivery person for that shop’s order. Bazaar takes no payment online.</li>
                <li>
                  {s.codFee > 0 ? `A cash-on-delivery fee of ${formatRupees(s.codFee)} is added to each shop order.` : 'There is no cash-on-delivery fee.'}
                </li>
                <li data-testid="shipping-cod-max">A cash-on-delivery shop order may be at most {formatRupees(s.codMaxOrderValue)}.</li>
                {s.cashCeiling !== null && (
                  <li>
                    By law ({s.cashCeilingLaw}) a shop may not receive {formatRupees(s.cashCeiling)} or more in cash for one order, whatever the setting.
                  </li>
                )}
                {s.codConfirmAbove !== null && (
                  <li>
                    Orders above {formatRupees(s.codConfirmAbove)} need a 6-digit code we text you; an order without it after {s.codConfirmHours} hours is
                    cancelled.
                  </li>
                )}
              </ul>
            </PolicySection>
            <PolicySection title="When it does not arrive">
              <p>You can cancel an order until the shop confirms it. If a parcel is refused at the door, the shop records it and its stock returns.</p>
            </PolicySection>
          </>
        )}
        <ContactBlock />
        <p className="text-xs text-ink-600">{LAW_NOTE}</p>
      </div>
    </Page>
  );
}
